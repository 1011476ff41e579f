int both(int *p, int *q)
{
	if (p && q)
		return *p + *q;
	return 0;
}

int either(int *p, int *q)
{
	if (!p || !q)
		return 0;
	return *p + *q;
}

int one_of(int *p, int *q)
{
	if (p || q)
		return 1;
	return 0;
}

/*
 * check-name: nullstate: the 'and' of p && q refines its true edge, the 'or' of !p || !q its false edge
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
both:
.L0:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	setne.1     %r2 <- %arg1, $0	# %arg1=unknown
	setne.1     %r4 <- %arg2, $0	# %arg2=unknown
	and.1       %r5 <- %r2, %r4
	cbr         %r5, .L1, .L2

.L1:
	# entry: %arg1=nonnull, %arg2=nonnull
	load.32     %r9 <- 0[%arg1]	# %arg1=nonnull
	load.32     %r11 <- 0[%arg2]	# %arg2=nonnull
	add.32      %r12 <- %r9, %r11
	phisrc.32   %phi1(return) <- %r12
	br          .L3

.L2:
	# entry: -
	phisrc.32   %phi2(return) <- $0
	br          .L3

.L3:
	# entry: -
	phi.32      %r13 <- %phi1(return), %phi2(return)
	ret.32      %r13


either:
.L4:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	seteq.1     %r16 <- %arg1, $0	# %arg1=unknown
	seteq.1     %r19 <- %arg2, $0	# %arg2=unknown
	or.1        %r20 <- %r16, %r19
	cbr         %r20, .L5, .L6

.L5:
	# entry: -
	phisrc.32   %phi3(return) <- $0
	br          .L7

.L6:
	# entry: %arg1=nonnull, %arg2=nonnull
	load.32     %r25 <- 0[%arg1]	# %arg1=nonnull
	load.32     %r27 <- 0[%arg2]	# %arg2=nonnull
	add.32      %r28 <- %r25, %r27
	phisrc.32   %phi4(return) <- %r28
	br          .L7

.L7:
	# entry: -
	phi.32      %r23 <- %phi3(return), %phi4(return)
	ret.32      %r23


one_of:
.L8:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	setne.1     %r30 <- %arg1, $0	# %arg1=unknown
	setne.1     %r32 <- %arg2, $0	# %arg2=unknown
	or.1        %r33 <- %r30, %r32
	setne.32    %r36 <- %r33, $0
	ret.32      %r36


 * check-output-end
 */
