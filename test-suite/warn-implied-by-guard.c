/*
 * The twins of silent-implied-by-guard.c: the case is one the guard does
 * not cover, the integer is another, or a path to the switch does not go
 * through the test.
 */
#define safe __attribute__((safe))
enum target { T_FOCUS, T_HOME, T_PANE, T_COMM };
struct pane { int x; };
void use(struct pane *p safe);
int next(void);

/* T_COMM is not what the guard asked */
int dispatch(enum target type, struct pane *home)
{
	if ((type == T_PANE || type == T_HOME) && !home)
		return 0;
	switch (type) {
	case T_COMM:
		use(home);
		break;
	default:
		break;
	}
	return 1;
}

/* the switch is on another value */
int another(int type, struct pane *home)
{
	if (type == 2 && !home)
		return 0;
	type = next();
	if (type == 2)
		use(home);
	return 1;
}

/* the test is on one path only */
int one_path(int flag, int type, struct pane *home)
{
	if (flag && type == 2 && !home)
		return 0;
	if (type == 2)
		use(home);
	return 1;
}

/* the guard's side says home is NULL: it is, and it is used */
int null_side(int type, struct pane *home)
{
	if (type == 2 && home)
		return 0;
	if (type == 2)
		use(home);
	return 1;
}

/*
 * check-name: a switch or a test of an integer that a false '&&' did not guard knows nothing of the pointer
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-implied-by-guard.c:19:21: warning: passing 'home', not proven non-NULL, as safe argument 1 of 'use'
warn-implied-by-guard.c:15:52:     'home' is NULL on one side of this test
warn-implied-by-guard.c:34:21: warning: passing 'home', not proven non-NULL, as safe argument 1 of 'use'
warn-implied-by-guard.c:30:27:     'home' is NULL on one side of this test
warn-implied-by-guard.c:44:21: warning: passing 'home', not proven non-NULL, as safe argument 1 of 'use'
warn-implied-by-guard.c:41:35:     'home' is NULL on one side of this test
warn-implied-by-guard.c:54:21: warning: passing 'home', not proven non-NULL, as safe argument 1 of 'use'
warn-implied-by-guard.c:51:26:     'home' is NULL on one side of this test
 * check-error-end
 */
