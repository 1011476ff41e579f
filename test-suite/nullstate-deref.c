struct s { int a; int b; };

extern void log_it(void);

int twice(struct s *p)
{
	int a = p->a;

	return a + p->b;
}

int store_then_test(int *p)
{
	*p = 1;
	if (!p)
		log_it();
	return *p;
}

int index_then_base(int *p, int i)
{
	p[i] = 0;
	return *p;
}

/*
 * check-name: nullstate: a pointer dereferenced is non-NULL for the rest of the path
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-deref.c:15:14: warning: 'p' is tested for NULL after it was dereferenced
nullstate-deref.c:14:10:     'p' was dereferenced here
 * check-error-end
 *
 * check-output-start
twice:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	load.32     %r2 <- 0[%arg1]	# %arg1=unknown
	load.32     %r5 <- 4[%arg1]	# %arg1=nonnull
	add.32      %r6 <- %r2, %r5
	ret.32      %r6


store_then_test:
.L2:
	# entry: %arg1=unknown
	<entry-point>
	store.32    $1 -> 0[%arg1]	# %arg1=unknown
	cbr         %arg1, .L4, .L3	# %arg1=nonnull

.L3:
	# entry: unreached
	call        log_it
	br          .L4

.L4:
	# entry: %arg1=nonnull
	load.32     %r12 <- 0[%arg1]	# %arg1=nonnull
	ret.32      %r12


index_then_base:
.L6:
	# entry: %arg1=unknown
	<entry-point>
	sext.64     %r16 <- (32) %arg2
	mul.64      %r17 <- %r16, $4
	add.64      %r18 <- %r17, %arg1	# %arg1=unknown -> %r18=unknown
	store.32    $0 -> 0[%r18]	# %r18=unknown
	load.32     %r20 <- 0[%arg1]	# %arg1=nonnull
	ret.32      %r20


 * check-output-end
 */
