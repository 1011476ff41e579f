#define VALID 0x7
#define LAZY 0x8
struct pol { int flags; };
extern struct pol *make(int mode);
int bind(int mode, unsigned flags)
{
	struct pol *new;

	if (flags & ~VALID)
		return -1;
	new = make(mode);
	if (!new && mode)
		return -2;
	if (flags & LAZY)
		new->flags = 1;
	return 0;
}

/*
 * check-name: silent: a flag that an earlier test of a wider mask ruled out ('if (flags & ~VALID) return;') is not set later: the path through 'if (flags & LAZY)' cannot be taken
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
