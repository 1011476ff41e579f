int with_asm(int *p)
{
	int *q = p;

	if (!p)
		return 0;
	asm volatile("" : "+r" (q) : : "memory");
	return *q + *p;
}

/*
 * check-name: nullstate: asm is solved
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
with_asm:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L2, .L1	# %arg1=unknown

.L2:
	# entry: %arg1=nonnull
	asm         ""
		out: "+r" (%r5)
	load.32     %r7 <- 0[%r5]
	load.32     %r9 <- 0[%arg1]	# %arg1=nonnull
	add.32      %r10 <- %r7, %r9
	phisrc.32   %phi2(return) <- %r10
	br          .L3

.L1:
	# entry: -
	phisrc.32   %phi1(return) <- $0
	br          .L3

.L3:
	# entry: -
	phi.32      %r4 <- %phi1(return), %phi2(return)
	ret.32      %r4


 * check-output-end
 */
