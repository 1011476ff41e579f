/* asm outputs without their expression */
void f2(void)
{
	asm("" : "=r" ());
}

void f3(void)
{
	int x;

	asm("" : "=r" (x), );
}

void f4(void)
{
	asm("" : "=r");
}

/*
 * check-name: robust: an asm output without its expression is an error, not a crash (sparse 0.6.4 crashes)
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
robust-asm-output-without-expression.c:4:24: error: an expression is expected before ')'
robust-asm-output-without-expression.c:11:28: error: string literal expected for asm constraint
robust-asm-output-without-expression.c:11:28: error: Expected ( in asm parameter
robust-asm-output-without-expression.c:11:28: error: got )
robust-asm-output-without-expression.c:16:22: error: Expected ( in asm parameter
robust-asm-output-without-expression.c:16:22: error: got )
 * check-error-end
 */
