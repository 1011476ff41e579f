struct node { struct node *next; };

int irreducible(struct node *p, int c)
{
	int n = 0;

	if (c)
		goto inside;
	while (p) {
		n++;
inside:
		if (!p)
			break;
		p = p->next;
	}
	return n;
}

/*
 * check-name: nullstate: an irreducible loop is solved
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
irreducible:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	phisrc.64   %phi3(p) <- %arg1	# %arg1=unknown
	phisrc.32   %phi5(n) <- $0
	phisrc.64   %phi7(p) <- %arg1	# %arg1=unknown
	phisrc.32   %phi11(n) <- $0
	cbr         %arg2, .L3, .L7

.L7:
	# entry: %r13(p)=unknown
	phi.64      %r13(p) <- %phi2(p), %phi3(p)	# -> %r13(p)=unknown
	phi.32      %r18(n) <- %phi4(n), %phi5(n)
	phisrc.32   %phi8(n) <- %r18(n)
	cbr         %r13(p), .L4, .L6	# %r13(p)=unknown

.L4:
	# entry: %r13(p)=nonnull
	add.32      %r6 <- %r18(n), $1
	phisrc.64   %phi6(p) <- %r13(p)	# %r13(p)=nonnull
	phisrc.32   %phi10(n) <- %r6
	br          .L3

.L3:
	# entry: %r15(p)=unknown
	phi.64      %r15(p) <- %phi6(p), %phi7(p)	# -> %r15(p)=unknown
	phi.32      %r16(n) <- %phi10(n), %phi11(n)
	phisrc.32   %phi9(n) <- %r16(n)
	cbr         %r15(p), .L9, .L6	# %r15(p)=unknown

.L9:
	# entry: %r15(p)=nonnull
	load.64     %r10 <- 0[%r15(p)]	# %r15(p)=nonnull -> %r10=unknown
	phisrc.64   %phi2(p) <- %r10	# %r10=unknown
	phisrc.32   %phi4(n) <- %r16(n)
	br          .L7

.L6:
	# entry: -
	phi.32      %r17(n) <- %phi8(n), %phi9(n)
	ret.32      %r17(n)


 * check-output-end
 */
