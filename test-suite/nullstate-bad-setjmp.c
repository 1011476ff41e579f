typedef long jmp_buf[8];
extern int setjmp(jmp_buf env);
extern void longjmp(jmp_buf env, int v) __attribute__((noreturn));

int guarded(int *p)
{
	jmp_buf env;

	if (setjmp(env))
		return *p;
	if (!p)
		longjmp(env, 1);
	return *p;
}

/*
 * check-name: nullstate: setjmp and longjmp are solved
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
guarded:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	call.32     %r2 <- setjmp, env	# env=nonnull
	cbr         %r2, .L1, .L2

.L1:
	# entry: %arg1=unknown
	load.32     %r5 <- 0[%arg1]	# %arg1=unknown
	phisrc.32   %phi1(return) <- %r5
	br          .L3

.L2:
	# entry: %arg1=unknown
	cbr         %arg1, .L5, .L4	# %arg1=unknown

.L5:
	# entry: %arg1=nonnull
	load.32     %r11 <- 0[%arg1]	# %arg1=nonnull
	phisrc.32   %phi2(return) <- %r11
	br          .L3

.L3:
	# entry: -
	phi.32      %r6 <- %phi1(return), %phi2(return)
	ret.32      %r6

.L4:
	# entry: -
	call        longjmp, env, $1	# env=nonnull
	unreachable


 * check-output-end
 */
