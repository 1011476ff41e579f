int dispatch(int *p, int k)
{
	static void *labels[] = { &&one, &&two };

	goto *labels[k & 1];
one:
	if (!p)
		return 0;
	return *p;
two:
	return *p;
}

/*
 * check-name: nullstate: a computed goto is solved
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
dispatch:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	zext.64     %r3 <- (32) %arg2
	and.64      %r4 <- %r3, $1
	mul.64      %r5 <- %r4, $8
	add.64      %r6 <- %r5, labels	# labels=nonnull -> %r6=nonnull
	load.64     %r7 <- 0[%r6]	# %r6=nonnull -> %r7=unknown
	jmp *       %r7, .L1, .L2	# %r7=unknown

.L1:
	# entry: %arg1=unknown
	cbr         %arg1, .L4, .L3	# %arg1=unknown

.L4:
	# entry: %arg1=nonnull
	load.32     %r12 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi2(return) <- %r12
	br          .L5

.L3:
	# entry: -
	phisrc.32   %phi1(return) <- $0
	br          .L5

.L2:
	# entry: %arg1=unknown
	load.32     %r14 <- 0[%arg1]	# %arg1=unknown
	phisrc.32   %phi3(return) <- %r14
	br          .L5

.L5:
	# entry: -
	phi.32      %r10 <- %phi1(return), %phi2(return), %phi3(return)
	ret.32      %r10


 * check-output-end
 */
