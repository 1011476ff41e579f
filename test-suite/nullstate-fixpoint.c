extern int more(void);

int second_pass(int *q)
{
	int *p = q;
	int n = 0;

	if (!p)
		return 0;
	while (more()) {
		n += *p;
		if (n > 10)
			p = 0;
	}
	return n;
}

/*
 * check-name: nullstate: a loop whose value is only known on the second pass
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-fixpoint.c:13:29: warning: Using plain integer as NULL pointer
nullstate-fixpoint.c:11:22: warning: dereference of 'p', which may be NULL
nullstate-fixpoint.c:13:29:     'p' is NULL from here
 * check-error-end
 *
 * check-output-start
second_pass:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	phisrc.64   %phi5(p) <- %arg1	# %arg1=unknown
	phisrc.32   %phi8(n) <- $0
	cbr         %arg1, .L7, .L1	# %arg1=unknown

.L7:
	# entry: %r14(p)=maybe
	phi.64      %r14(p) <- %phi3(p), %phi4(p), %phi5(p)	# -> %r14(p)=maybe
	phi.32      %r16(n) <- %phi6(n), %phi7(n), %phi8(n)
	call.32     %r5 <- more
	cbr         %r5, .L4, .L6

.L4:
	# entry: %r14(p)=maybe
	load.32     %r8 <- 0[%r14(p)]	# %r14(p)=maybe
	add.32      %r10 <- %r8, %r16(n)
	setgt.32    %r12 <- %r10, $10
	phisrc.64   %phi3(p) <- %r14(p)	# %r14(p)=nonnull
	phisrc.32   %phi6(n) <- %r10
	cbr         %r12, .L8, .L7

.L8:
	# entry: -
	phisrc.64   %phi4(p) <- $0
	phisrc.32   %phi7(n) <- %r10
	br          .L7

.L6:
	# entry: -
	phisrc.32   %phi2(return) <- %r16(n)
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
