extern void use(int *p);

int test_plain(int *p) { if (p) return *p; return 0; }
int test_not(int *p) { if (!p) return 0; return *p; }
int test_eq(int *p) { if (p == 0) return 0; return *p; }
int test_ne(int *p) { if (p != (void *)0) return *p; return 0; }
int test_zero_first(int *p) { if (0 != p) return *p; return 0; }
int test_cast(int *p) { if ((long)p) return *p; return 0; }

/*
 * check-name: nullstate: p, !p, p == 0, p != 0, 0 != p and casts refine both edges
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-branch-forms.c:5:32: warning: Using plain integer as NULL pointer
nullstate-branch-forms.c:7:35: warning: Using plain integer as NULL pointer
 * check-error-end
 *
 * check-output-start
test_plain:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L1, .L2	# %arg1=unknown

.L1:
	# entry: %arg1=nonnull
	load.32     %r4 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi1(return) <- %r4
	br          .L3

.L2:
	# entry: -
	phisrc.32   %phi2(return) <- $0
	br          .L3

.L3:
	# entry: -
	phi.32      %r5 <- %phi1(return), %phi2(return)
	ret.32      %r5


test_not:
.L4:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L6, .L5	# %arg1=unknown

.L6:
	# entry: %arg1=nonnull
	load.32     %r10 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi4(return) <- %r10
	br          .L7

.L5:
	# entry: -
	phisrc.32   %phi3(return) <- $0
	br          .L7

.L7:
	# entry: -
	phi.32      %r8 <- %phi3(return), %phi4(return)
	ret.32      %r8


test_eq:
.L8:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L10, .L9	# %arg1=unknown

.L9:
	# entry: -
	phisrc.32   %phi5(return) <- $0
	br          .L11

.L10:
	# entry: %arg1=nonnull
	load.32     %r15 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi6(return) <- %r15
	br          .L11

.L11:
	# entry: -
	phi.32      %r13 <- %phi5(return), %phi6(return)
	ret.32      %r13


test_ne:
.L12:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L13, .L14	# %arg1=unknown

.L13:
	# entry: %arg1=nonnull
	load.32     %r19 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi7(return) <- %r19
	br          .L15

.L14:
	# entry: -
	phisrc.32   %phi8(return) <- $0
	br          .L15

.L15:
	# entry: -
	phi.32      %r20 <- %phi7(return), %phi8(return)
	ret.32      %r20


test_zero_first:
.L16:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L17, .L18	# %arg1=unknown

.L17:
	# entry: %arg1=nonnull
	load.32     %r24 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi9(return) <- %r24
	br          .L19

.L18:
	# entry: -
	phisrc.32   %phi10(return) <- $0
	br          .L19

.L19:
	# entry: -
	phi.32      %r25 <- %phi9(return), %phi10(return)
	ret.32      %r25


test_cast:
.L20:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L21, .L22	# %arg1=unknown

.L21:
	# entry: %arg1=nonnull
	load.32     %r30 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi11(return) <- %r30
	br          .L23

.L22:
	# entry: -
	phisrc.32   %phi12(return) <- $0
	br          .L23

.L23:
	# entry: -
	phi.32      %r31 <- %phi11(return), %phi12(return)
	ret.32      %r31


 * check-output-end
 */
