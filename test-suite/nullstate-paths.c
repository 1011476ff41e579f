struct buf { char *data; struct buf *next; };
struct holder { struct buf *b; };

extern void work(void);

int reload(struct buf *b)
{
	if (b->data) {
		work();
		b->data[0] = 0;
	}
	return 0;
}

int stored(struct buf *b, char *d)
{
	if (b->data) {
		b->data = d;
		work();
		return b->data[0];
	}
	return 0;
}

int aliased(struct buf *b, struct buf *c)
{
	if (b->data) {
		c->data = 0;
		return b->data[0];
	}
	return 0;
}

int nested(struct holder *h)
{
	if (h->b->data) {
		work();
		return h->b->data[0];
	}
	return 0;
}

int prefix(struct holder *h, struct buf *n)
{
	if (h->b->data) {
		h->b = n;
		work();
		return h->b->data[0];
	}
	return 0;
}

/*
 * check-name: nullstate: access paths are kept across a call, and lost on a store to them, to an alias or to a prefix
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-paths.c:28:27: warning: Using plain integer as NULL pointer
 * check-error-end
 *
 * check-output-start
reload:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	load.64     %r2 <- 0[%arg1]	# %arg1=unknown -> %r2=unknown
	cbr         %r2, .L1, .L2	# %r2=unknown

.L1:
	# entry: %arg1=nonnull, [%arg1+0]=nonnull
	call        work
	load.64     %r5 <- 0[%arg1]	# %arg1=nonnull -> %r5=nonnull
	store.8     $0 -> 0[%r5]	# %r5=nonnull
	br          .L2

.L2:
	# entry: -
	ret.32      $0


stored:
.L4:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	load.64     %r8 <- 0[%arg1]	# %arg1=unknown -> %r8=unknown
	cbr         %r8, .L5, .L6	# %r8=unknown

.L5:
	# entry: %arg1=nonnull, %arg2=unknown, [%arg1+0]=nonnull
	store.64    %arg2 -> 0[%arg1]	# %arg1=nonnull %arg2=unknown
	call        work
	load.64     %r13 <- 0[%arg1]	# %arg1=nonnull -> %r13=unknown
	load.8      %r14 <- 0[%r13]	# %r13=unknown
	sext.32     %r15 <- (8) %r14
	phisrc.32   %phi2(return) <- %r15
	br          .L7

.L6:
	# entry: -
	phisrc.32   %phi3(return) <- $0
	br          .L7

.L7:
	# entry: -
	phi.32      %r16 <- %phi2(return), %phi3(return)
	ret.32      %r16


aliased:
.L8:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	load.64     %r18 <- 0[%arg1]	# %arg1=unknown -> %r18=unknown
	cbr         %r18, .L9, .L10	# %r18=unknown

.L9:
	# entry: %arg1=nonnull, %arg2=unknown, [%arg1+0]=nonnull
	store.64    $0 -> 0[%arg2]	# %arg2=unknown
	load.64     %r22 <- 0[%arg1]	# %arg1=nonnull -> %r22=unknown
	load.8      %r23 <- 0[%r22]	# %r22=unknown
	sext.32     %r24 <- (8) %r23
	phisrc.32   %phi4(return) <- %r24
	br          .L11

.L10:
	# entry: -
	phisrc.32   %phi5(return) <- $0
	br          .L11

.L11:
	# entry: -
	phi.32      %r25 <- %phi4(return), %phi5(return)
	ret.32      %r25


nested:
.L12:
	# entry: %arg1=unknown
	<entry-point>
	load.64     %r27 <- 0[%arg1]	# %arg1=unknown -> %r27=unknown
	load.64     %r28 <- 0[%r27]	# %r27=unknown -> %r28=unknown
	cbr         %r28, .L13, .L14	# %r28=unknown

.L13:
	# entry: %arg1=nonnull, [%arg1+0]=nonnull, [[%arg1+0]+0]=nonnull
	call        work
	load.64     %r31 <- 0[%arg1]	# %arg1=nonnull -> %r31=nonnull
	load.64     %r32 <- 0[%r31]	# %r31=nonnull -> %r32=nonnull
	load.8      %r33 <- 0[%r32]	# %r32=nonnull
	sext.32     %r34 <- (8) %r33
	phisrc.32   %phi6(return) <- %r34
	br          .L15

.L14:
	# entry: -
	phisrc.32   %phi7(return) <- $0
	br          .L15

.L15:
	# entry: -
	phi.32      %r35 <- %phi6(return), %phi7(return)
	ret.32      %r35


prefix:
.L16:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	load.64     %r37 <- 0[%arg1]	# %arg1=unknown -> %r37=unknown
	load.64     %r38 <- 0[%r37]	# %r37=unknown -> %r38=unknown
	cbr         %r38, .L17, .L18	# %r38=unknown

.L17:
	# entry: %arg1=nonnull, %arg2=unknown, [%arg1+0]=nonnull, [[%arg1+0]+0]=nonnull
	store.64    %arg2 -> 0[%arg1]	# %arg1=nonnull %arg2=unknown
	call        work
	load.64     %r43 <- 0[%arg1]	# %arg1=nonnull -> %r43=unknown
	load.64     %r44 <- 0[%r43]	# %r43=unknown -> %r44=unknown
	load.8      %r45 <- 0[%r44]	# %r44=unknown
	sext.32     %r46 <- (8) %r45
	phisrc.32   %phi8(return) <- %r46
	br          .L19

.L18:
	# entry: -
	phisrc.32   %phi9(return) <- $0
	br          .L19

.L19:
	# entry: -
	phi.32      %r47 <- %phi8(return), %phi9(return)
	ret.32      %r47


 * check-output-end
 */
