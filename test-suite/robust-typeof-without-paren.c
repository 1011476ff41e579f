/* a typeof without its '(' (the new __typeof_unqual spelling too): an error, then the next declaration */
struct{[];__typeof_unqual}_;
struct{[];__typeof__}__;

int f(void)
{
	__typeof__ y = 1;

	return y;
}

/*
 * check-name: robust: a typeof without its '(' is an error, not a crash (sparse 0.6.4 crashes on each of these)
 *
 * check-error-start
robust-typeof-without-paren.c:2:26: error: expected '(' after typeof
robust-typeof-without-paren.c:2:26: error: expected ; at end of declaration
robust-typeof-without-paren.c:3:21: error: expected '(' after typeof
robust-typeof-without-paren.c:3:21: error: expected ; at end of declaration
robust-typeof-without-paren.c:7:20: error: expected '(' after typeof
robust-typeof-without-paren.c:2:8: error: flexible array member '<noident>' is not last
robust-typeof-without-paren.c:3:8: error: flexible array member '<noident>' is not last
 * check-error-end
 */
