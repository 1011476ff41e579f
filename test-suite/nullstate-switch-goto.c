extern int *get(int);
extern void put(int *);

int sw(int k, int *p)
{
	switch (k) {
	case 0:
		if (!p)
			return 0;
		break;
	case 1:
		p = get(1);
		break;
	default:
		return -1;
	}
	return *p;
}

int cleanup(void)
{
	int *a, *b;
	int ret = -1;

	a = get(1);
	if (!a)
		goto out;
	b = get(2);
	if (!b)
		goto free_a;
	ret = *a + *b;
	put(b);
free_a:
	put(a);
out:
	return ret;
}

/*
 * check-name: nullstate: switch, and the goto cleanup pattern
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
sw:
.L0:
	# entry: %arg2=unknown
	<entry-point>
	switch.32   %arg1, 0 -> .L2, 1 -> .L3, default -> .L4

.L2:
	# entry: %arg2=unknown
	phisrc.64   %phi5(p) <- %arg2	# %arg2=unknown
	cbr         %arg2, .L1, .L5	# %arg2=unknown

.L5:
	# entry: -
	phisrc.32   %phi1(return) <- $0
	br          .L7

.L3:
	# entry: -
	call.64     %r5 <- get, $1	# -> %r5=unknown
	phisrc.64   %phi4(p) <- %r5	# %r5=unknown
	br          .L1

.L1:
	# entry: %r8(p)=unknown
	phi.64      %r8(p) <- %phi4(p), %phi5(p)	# -> %r8(p)=unknown
	load.32     %r7 <- 0[%r8(p)]	# %r8(p)=unknown
	phisrc.32   %phi3(return) <- %r7
	br          .L7

.L4:
	# entry: -
	phisrc.32   %phi2(return) <- $0xffffffff
	br          .L7

.L7:
	# entry: -
	phi.32      %r4 <- %phi1(return), %phi2(return), %phi3(return)
	ret.32      %r4


cleanup:
.L8:
	# entry: -
	<entry-point>
	call.64     %r10 <- get, $1	# -> %r10=unknown
	phisrc.32   %phi8(ret) <- $0xffffffff
	cbr         %r10, .L10, .L11	# %r10=unknown

.L10:
	# entry: %r10=nonnull
	call.64     %r13 <- get, $2	# -> %r13=unknown
	phisrc.32   %phi10(ret) <- $0xffffffff
	cbr         %r13, .L13, .L14	# %r13=unknown

.L13:
	# entry: %r10=nonnull, %r13=nonnull
	load.32     %r17 <- 0[%r10]	# %r10=nonnull
	load.32     %r19 <- 0[%r13]	# %r13=nonnull
	add.32      %r20 <- %r17, %r19
	call        put, %r13	# %r13=nonnull
	phisrc.32   %phi9(ret) <- %r20
	br          .L14

.L14:
	# entry: %r10=nonnull
	phi.32      %r25(ret) <- %phi9(ret), %phi10(ret)
	call        put, %r10	# %r10=nonnull
	phisrc.32   %phi7(ret) <- %r25(ret)
	br          .L11

.L11:
	# entry: -
	phi.32      %r26(ret) <- %phi7(ret), %phi8(ret)
	ret.32      %r26(ret)


 * check-output-end
 */
