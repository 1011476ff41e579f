struct n { struct n *next; int key; };

int sum_checked(struct n *a)
{
	struct n *n;
	int s = 0;

	if (!a)
		return 0;
	for (n = a; n; n = n->next)
		s += n->key;
	return s;
}

/*
 * check-name: nullstate: the exit of a loop whose pointer starts non-NULL is reached once the back edge is seen
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
sum_checked:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L2, .L1	# %arg1=unknown

.L2:
	# entry: %arg1=nonnull
	phisrc.32   %phi3(s) <- $0
	phisrc.64   %phi5(n) <- %arg1	# %arg1=nonnull
	br          .L7

.L7:
	# entry: %r16(n)=unknown
	phi.32      %r14(s) <- %phi3(s), %phi4(s)
	phi.64      %r16(n) <- %phi5(n), %phi6(n)	# -> %r16(n)=unknown
	cbr         %r16(n), .L4, .L6	# %r16(n)=unknown

.L4:
	# entry: %r16(n)=nonnull
	load.32     %r8 <- 8[%r16(n)]	# %r16(n)=nonnull
	add.32      %r10 <- %r8, %r14(s)
	load.64     %r12 <- 0[%r16(n)]	# %r16(n)=nonnull -> %r12=unknown
	phisrc.32   %phi4(s) <- %r10
	phisrc.64   %phi6(n) <- %r12	# %r12=unknown
	br          .L7

.L6:
	# entry: -
	phisrc.32   %phi2(return) <- %r14(s)
	br          .L3

.L1:
	# entry: -
	phisrc.32   %phi1(return) <- $0
	br          .L3

.L3:
	# entry: -
	phi.32      %r3 <- %phi1(return), %phi2(return)
	ret.32      %r3


 * check-output-end
 */
