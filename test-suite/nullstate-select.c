#define safe __attribute__((safe))

int pick(int *p, int *safe d)
{
	int *r = p ? p : d;

	return *r;
}

int pick_null(int c, int *safe d)
{
	int *r = c ? d : (int *)0;

	return *r;
}

/*
 * check-name: nullstate: a select joins its operands under its condition
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-select.c:14:16: warning: dereference of 'r', which may be NULL
nullstate-select.c:12:18:     'r' is NULL on one side of this test
 * check-error-end
 *
 * check-output-start
pick:
.L0:
	# entry: %arg1=unknown, %arg2=nonnull
	<entry-point>
	store.64    %arg2 -> 0[d]	# d=nonnull %arg2=nonnull
	load.64     %r2 <- 0[d]	# d=nonnull -> %r2=nonnull
	ptrcast.64  %r3 <- (64) %r2	# %r2=nonnull -> %r3=nonnull
	select.64   %r5 <- %arg1, %arg1, %r3	# %arg1=unknown %arg1=unknown %r3=nonnull -> %r5=nonnull
	load.32     %r7 <- 0[%r5]	# %r5=nonnull
	ret.32      %r7


pick_null:
.L2:
	# entry: %arg2=nonnull
	<entry-point>
	store.64    %arg2 -> 0[d]	# d=nonnull %arg2=nonnull
	load.64     %r9 <- 0[d]	# d=nonnull -> %r9=nonnull
	ptrcast.64  %r10 <- (64) %r9	# %r9=nonnull -> %r10=nonnull
	select.64   %r12 <- %arg1, %r10, $0	# %r10=nonnull -> %r12=maybe
	load.32     %r14 <- 0[%r12]	# %r12=maybe
	ret.32      %r14


 * check-output-end
 */
