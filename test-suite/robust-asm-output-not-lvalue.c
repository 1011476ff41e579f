/* an asm output that is not an lvalue */
void f1(int y)
{
	int x;

	asm("" : "=r" (9));
	asm("" : "=r" (x) : "r" (y));
	asm("" : "=r" (x + 1));
}

/*
 * check-name: robust: an asm output that is not an lvalue is a warning, not a crash (sparse 0.6.4 crashes)
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
robust-asm-output-not-lvalue.c:6:24: warning: asm output is not an lvalue
robust-asm-output-not-lvalue.c:8:26: warning: asm output is not an lvalue
robust-asm-output-not-lvalue.c:2:6: warning: symbol 'f1' was not declared. Should it be static?
robust-asm-output-not-lvalue.c:6:24: warning: generating address of non-lvalue (1)
robust-asm-output-not-lvalue.c:8:26: warning: generating address of non-lvalue (5)
 * check-error-end
 */
