#define safe __attribute__((safe))
struct tl { struct tl *safe next; struct tl *safe prev; };
struct mark { int x; struct tl view; };
#define TYPE(e) ((((unsigned long)(e)->prev) & 1) << 1 | (((unsigned long)(e)->next) & 1))
#define PTR(p) ((struct tl *safe)(((unsigned long)(p)) & ~1UL))
struct mark *find(struct tl *safe tl)
{
	while (TYPE(tl) != 0) {
		if (TYPE(tl) == 2) {
			tl = PTR(tl->next);
			continue;
		}
		return (struct mark *)((char *)tl - 8);
	}
	return (void *)0;
}

/*
 * check-name: nullstate: a tag bit of a pointer ('p & 1') is no pointer: it is 0 for many a non-NULL one, so the loop on it may end and return NULL
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
find:
.L0:
	# entry: %arg1=nonnull
	<entry-point>
	store.64    %arg1 -> 0[tl]	# tl=nonnull %arg1=nonnull
	br          .L4

.L4:
	# entry: [tl+0]=nonnull
	load.64     %r1 <- 0[tl]	# tl=nonnull -> %r1=nonnull
	load.64     %r2 <- 8[%r1]	# %r1=nonnull -> %r2=nonnull
	and.64      %r4 <- %r2, $1	# %r2=nonnull
	shl.64      %r5 <- %r4, $1
	load.64     %r6 <- 0[tl]	# tl=nonnull -> %r6=nonnull
	load.64     %r7 <- 0[%r6]	# %r6=nonnull -> %r7=nonnull
	and.64      %r9 <- %r7, $1	# %r7=nonnull
	or.64       %r10 <- %r5, %r9
	cbr         %r10, .L1, .L3

.L1:
	# entry: [tl+0]=nonnull
	load.64     %r12 <- 0[tl]	# tl=nonnull -> %r12=nonnull
	load.64     %r13 <- 8[%r12]	# %r12=nonnull -> %r13=nonnull
	and.64      %r15 <- %r13, $1	# %r13=nonnull
	shl.64      %r16 <- %r15, $1
	load.64     %r17 <- 0[tl]	# tl=nonnull -> %r17=nonnull
	load.64     %r18 <- 0[%r17]	# %r17=nonnull -> %r18=nonnull
	and.64      %r20 <- %r18, $1	# %r18=nonnull
	or.64       %r21 <- %r16, %r20
	seteq.32    %r22 <- %r21, $2
	cbr         %r22, .L5, .L6

.L5:
	# entry: [tl+0]=nonnull
	load.64     %r23 <- 0[tl]	# tl=nonnull -> %r23=nonnull
	load.64     %r24 <- 0[%r23]	# %r23=nonnull -> %r24=nonnull
	and.64      %r26 <- %r24, $-2	# %r24=nonnull -> %r26=nonnull
	ptrcast.64  %r28 <- (64) %r26	# %r26=nonnull -> %r28=nonnull
	store.64    %r28 -> 0[tl]	# tl=nonnull %r28=nonnull
	br          .L4

.L6:
	# entry: [tl+0]=nonnull
	load.64     %r29 <- 0[tl]	# tl=nonnull -> %r29=nonnull
	ptrcast.64  %r30 <- (64) %r29	# %r29=nonnull -> %r30=nonnull
	add.64      %r31 <- %r30, $-8	# %r30=nonnull -> %r31=nonnull
	ptrcast.64  %r32 <- (64) %r31	# %r31=nonnull -> %r32=nonnull
	phisrc.64   %phi1(return) <- %r32	# %r32=nonnull
	br          .L7

.L3:
	# entry: -
	phisrc.64   %phi2(return) <- $0
	br          .L7

.L7:
	# entry: %r33=maybe
	phi.64      %r33 <- %phi1(return), %phi2(return)	# -> %r33=maybe
	ret.64      %r33	# %r33=maybe


 * check-output-end
 */
