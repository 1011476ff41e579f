#define safe __attribute__((safe))

extern void log_it(void);

int if_else(int *p, int *q)
{
	int *r;

	if (p)
		r = p;
	else
		r = q;
	return *r;
}

int maybe_after_test(int *p)
{
	if (!p)
		log_it();
	return *p;
}

int early_return(int *p)
{
	if (!p)
		return -1;
	log_it();
	return *p;
}

int replace_null(int *p, int *safe safe_ptr)
{
	if (!p) {
		log_it();
		p = safe_ptr;
	}
	return *p;
}

int null_assigned(int c, int *q)
{
	int *p = q;

	if (c)
		p = 0;
	log_it();
	return *p;
}

/*
 * check-name: nullstate: merges join the values of each incoming edge (if/else, early return, the NULL replaced by a safe pointer)
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-merge.c:45:21: warning: Using plain integer as NULL pointer
nullstate-merge.c:47:16: warning: dereference of 'p', which may be NULL
nullstate-merge.c:44:13:     'p' is NULL on one side of this test
 * check-error-end
 *
 * check-output-start
if_else:
.L0:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	select.64   %r8(r) <- %arg1, %arg1, %arg2	# %arg1=unknown %arg1=unknown %arg2=unknown -> %r8(r)=unknown
	load.32     %r6 <- 0[%r8(r)]	# %r8(r)=unknown
	ret.32      %r6


maybe_after_test:
.L5:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L7, .L6	# %arg1=unknown

.L6:
	# entry: %arg1=null
	call        log_it
	br          .L7

.L7:
	# entry: %arg1=maybe
	load.32     %r12 <- 0[%arg1]	# %arg1=maybe
	ret.32      %r12


early_return:
.L9:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L11, .L10	# %arg1=unknown

.L11:
	# entry: %arg1=nonnull
	call        log_it
	load.32     %r18 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi6(return) <- %r18
	br          .L12

.L10:
	# entry: -
	phisrc.32   %phi5(return) <- $0xffffffff
	br          .L12

.L12:
	# entry: -
	phi.32      %r16 <- %phi5(return), %phi6(return)
	ret.32      %r16


replace_null:
.L13:
	# entry: %arg1=unknown, %arg2=nonnull
	<entry-point>
	store.64    %arg2 -> 0[safe_ptr]	# safe_ptr=nonnull %arg2=nonnull
	phisrc.64   %phi8(p) <- %arg1	# %arg1=unknown
	cbr         %arg1, .L15, .L14	# %arg1=unknown

.L14:
	# entry: [safe_ptr+0]=nonnull
	call        log_it
	load.64     %r21 <- 0[safe_ptr]	# safe_ptr=nonnull -> %r21=nonnull
	phisrc.64   %phi9(p) <- %r21	# %r21=nonnull
	br          .L15

.L15:
	# entry: %r25(p)=nonnull
	phi.64      %r25(p) <- %phi8(p), %phi9(p)	# -> %r25(p)=nonnull
	load.32     %r23 <- 0[%r25(p)]	# %r25(p)=nonnull
	ret.32      %r23


null_assigned:
.L17:
	# entry: %arg2=unknown
	<entry-point>
	select.64   %r32(p) <- %arg1, $0, %arg2	# %arg2=unknown -> %r32(p)=maybe
	call        log_it
	load.32     %r30 <- 0[%r32(p)]	# %r32(p)=maybe
	ret.32      %r30


 * check-output-end
 */
