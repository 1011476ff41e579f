struct node { struct node *next; int v; };

int count(struct node *p)
{
	int n = 0;

	while (p) {
		n++;
		p = p->next;
	}
	return n;
}

int sum(struct node *head)
{
	struct node *p;
	int s = 0;

	for (p = head; p; p = p->next)
		s += p->v;
	return s;
}

int last(struct node *p)
{
	struct node *prev = 0;

	while (p) {
		prev = p;
		p = p->next;
	}
	return prev->v;
}

/*
 * check-name: nullstate: list walks with while and for, and the pointer left NULL by one
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-loops.c:26:29: warning: Using plain integer as NULL pointer
 * check-error-end
 *
 * check-output-start
count:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	phisrc.64   %phi2(p) <- %arg1	# %arg1=unknown
	phisrc.32   %phi4(n) <- $0
	br          .L4

.L4:
	# entry: %r9(p)=unknown
	phi.64      %r9(p) <- %phi2(p), %phi3(p)	# -> %r9(p)=unknown
	phi.32      %r10(n) <- %phi4(n), %phi5(n)
	cbr         %r9(p), .L1, .L3	# %r9(p)=unknown

.L1:
	# entry: %r9(p)=nonnull
	add.32      %r4 <- %r10(n), $1
	load.64     %r6 <- 0[%r9(p)]	# %r9(p)=nonnull -> %r6=unknown
	phisrc.64   %phi3(p) <- %r6	# %r6=unknown
	phisrc.32   %phi5(n) <- %r4
	br          .L4

.L3:
	# entry: -
	ret.32      %r10(n)


sum:
.L6:
	# entry: %arg1=unknown
	<entry-point>
	phisrc.32   %phi7(s) <- $0
	phisrc.64   %phi9(p) <- %arg1	# %arg1=unknown
	br          .L10

.L10:
	# entry: %r23(p)=unknown
	phi.32      %r22(s) <- %phi7(s), %phi8(s)
	phi.64      %r23(p) <- %phi9(p), %phi10(p)	# -> %r23(p)=unknown
	cbr         %r23(p), .L7, .L9	# %r23(p)=unknown

.L7:
	# entry: %r23(p)=nonnull
	load.32     %r15 <- 8[%r23(p)]	# %r23(p)=nonnull
	add.32      %r17 <- %r15, %r22(s)
	load.64     %r19 <- 0[%r23(p)]	# %r23(p)=nonnull -> %r19=unknown
	phisrc.32   %phi8(s) <- %r17
	phisrc.64   %phi10(p) <- %r19	# %r19=unknown
	br          .L10

.L9:
	# entry: -
	ret.32      %r22(s)


last:
.L12:
	# entry: %arg1=unknown
	<entry-point>
	phisrc.64   %phi12(p) <- %arg1	# %arg1=unknown
	phisrc.64   %phi14(prev) <- $0
	br          .L16

.L16:
	# entry: %r32(p)=unknown, %r33(prev)=maybe
	phi.64      %r32(p) <- %phi12(p), %phi13(p)	# -> %r32(p)=unknown
	phi.64      %r33(prev) <- %phi14(prev), %phi15(prev)	# -> %r33(prev)=maybe
	cbr         %r32(p), .L13, .L15	# %r32(p)=unknown

.L13:
	# entry: %r32(p)=nonnull
	load.64     %r28 <- 0[%r32(p)]	# %r32(p)=nonnull -> %r28=unknown
	phisrc.64   %phi13(p) <- %r28	# %r28=unknown
	phisrc.64   %phi15(prev) <- %r32(p)	# %r32(p)=nonnull
	br          .L16

.L15:
	# entry: %r33(prev)=maybe
	load.32     %r30 <- 8[%r33(prev)]	# %r33(prev)=maybe
	ret.32      %r30


 * check-output-end
 */
