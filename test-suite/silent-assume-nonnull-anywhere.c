// '#pragma clang assume_nonnull' where it cannot apply, in a function's
// body, a structure or an expression, is a pragma as any other
int f(int *p)
{
#pragma clang assume_nonnull end
	return p ? *p : 0;
}

struct s {
#pragma clang assume_nonnull begin
	int *a;
#pragma clang assume_nonnull end
};

int x = 1 +
#pragma clang assume_nonnull begin
2;
#pragma clang assume_nonnull end

/*
 * check-name: silent: '#pragma clang assume_nonnull' inside a body, a structure or an expression gives no parse error
 * check-command: sparse -Wno-decl $file
 */
