#define LAZY 0x8
struct pol { int flags; };
extern struct pol *make(int mode);

int bind(int mode, unsigned flags)
{
	struct pol *new;

	if (flags & ~LAZY)
		return -1;
	new = make(mode);
	if (!new && mode)
		return -2;
	if (flags & LAZY)
		new->flags = 1;
	return 0;
}

/*
 * check-name: warn: a flag that the earlier test of a mask allows ('if (flags & ~LAZY) return;') may be set: the NULL reaches the dereference under 'if (flags & LAZY)'
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-mask-allowed.c:15:20: warning: dereference of 'new', which may be NULL
warn-mask-allowed.c:12:14:     'new' is NULL on one side of this test
 * check-error-end
 */
