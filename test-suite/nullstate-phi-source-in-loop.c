struct chunk { int nr; struct chunk *next; void *list[8]; };
struct item { int type; };

int only_type(struct chunk *head)
{
	struct item *v = (void *)0, *p;
	struct chunk *c = head;
	int count = 0, i;

	if (c) do {
		for (i = 0; i < c->nr; i++) {
			p = c->list[i];
			if (!v)
				v = p;
			count++;
		}
	} while ((c = c->next) != head);
	if (count != 1)
		return -1;
	return v->type;
}

/*
 * check-name: nullstate: a phi whose source is set late in a loop is solved again
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
only_type:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	phisrc.64   %phi4(c) <- %arg1	# %arg1=unknown
	phisrc.64   %phi11(v) <- $0
	phisrc.32   %phi13(count) <- $0
	phisrc.64   %phi16(v) <- $0
	phisrc.32   %phi20(count) <- $0
	cbr         %arg1, .L3, .L2	# %arg1=unknown

.L3:
	# entry: %arg1=nonnull, %r34(v)=maybe, %r36(c)=unknown
	phi.64      %r34(v) <- %phi15(v), %phi16(v)	# -> %r34(v)=maybe
	phi.64      %r36(c) <- %phi3(c), %phi4(c)	# -> %r36(c)=unknown
	phi.32      %r39(count) <- %phi19(count), %phi20(count)
	phisrc.64   %phi5(v) <- %r34(v)	# %r34(v)=maybe
	phisrc.32   %phi7(count) <- %r39(count)
	phisrc.32   %phi9(i) <- $0
	br          .L9

.L9:
	# entry: %arg1=nonnull, %r33(v)=maybe, %r36(c)=unknown
	phi.64      %r33(v) <- %phi5(v), %phi6(v)	# -> %r33(v)=maybe
	phi.32      %r38(count) <- %phi7(count), %phi8(count)
	phi.32      %r41(i) <- %phi9(i), %phi10(i)
	load.32     %r6 <- 0[%r36(c)]	# %r36(c)=unknown
	setgt.32    %r7 <- %r6, %r41(i)
	cbr         %r7, .L6, .L4

.L6:
	# entry: %arg1=nonnull, %r33(v)=maybe, %r36(c)=nonnull
	add.64      %r9 <- %r36(c), $16	# %r36(c)=nonnull -> %r9=nonnull
	sext.64     %r11 <- (32) %r41(i)
	mul.64      %r12 <- %r11, $8
	add.64      %r13 <- %r9, %r12	# %r9=nonnull -> %r13=nonnull
	load.64     %r14 <- 0[%r13]	# %r13=nonnull -> %r14=unknown
	ptrcast.64  %r15 <- (64) %r14	# %r14=unknown -> %r15=unknown
	select.64   %r32(v) <- %r33(v), %r33(v), %r15	# %r33(v)=maybe %r33(v)=maybe %r15=unknown -> %r32(v)=unknown
	add.32      %r20 <- %r38(count), $1
	add.32      %r22 <- %r41(i), $1
	phisrc.64   %phi6(v) <- %r32(v)	# %r32(v)=unknown
	phisrc.32   %phi8(count) <- %r20
	phisrc.32   %phi10(i) <- %r22
	br          .L9

.L4:
	# entry: %arg1=nonnull, %r33(v)=maybe, %r36(c)=nonnull
	load.64     %r24 <- 8[%r36(c)]	# %r36(c)=nonnull -> %r24=unknown
	setne.32    %r26 <- %r24, %arg1	# %r24=unknown %arg1=nonnull
	phisrc.64   %phi3(c) <- %r24	# %r24=unknown
	phisrc.64   %phi12(v) <- %r33(v)	# %r33(v)=maybe
	phisrc.32   %phi14(count) <- %r38(count)
	phisrc.64   %phi15(v) <- %r33(v)	# %r33(v)=maybe
	phisrc.32   %phi19(count) <- %r38(count)
	cbr         %r26, .L3, .L2

.L2:
	# entry: %r35(v)=maybe
	phi.64      %r35(v) <- %phi11(v), %phi12(v)	# -> %r35(v)=maybe
	phi.32      %r40(count) <- %phi13(count), %phi14(count)
	setne.32    %r28 <- %r40(count), $1
	cbr         %r28, .L12, .L13

.L12:
	# entry: -
	phisrc.32   %phi1(return) <- $0xffffffff
	br          .L14

.L13:
	# entry: %r35(v)=maybe
	load.32     %r31 <- 0[%r35(v)]	# %r35(v)=maybe
	phisrc.32   %phi2(return) <- %r31
	br          .L14

.L14:
	# entry: -
	phi.32      %r29 <- %phi1(return), %phi2(return)
	ret.32      %r29


 * check-output-end
 */
