/*
 * 'if ((type == A || type == B) && !home) return 0;' then a switch on
 * type, or a test of it: where type is A, home is not NULL.  The side of
 * the '&&' that is false says so, and every path to the switch went
 * through it.  Reduced from a dispatch function of an annotated program.
 */
#define safe __attribute__((safe))
enum target { T_FOCUS, T_HOME, T_PANE, T_COMM };
struct pane { int x; };
struct command { int y; };
void use(struct pane *p safe);
void call(struct command *c safe);
void other(void);

int dispatch(enum target type, struct pane *home, struct command *comm)
{
	if ((type == T_PANE || type == T_HOME) && !home)
		return 0;
	if (type == T_COMM && !comm)
		return 0;
	other();
	switch (type) {
	case T_PANE:
		use(home);
		break;
	case T_HOME:
	case T_PANE + 10:
		break;
	case T_COMM:
		call(comm);
		break;
	default:
		break;
	}
	return 1;
}

int tested(int type, struct pane *home)
{
	if (type == 2 && !home)
		return 0;
	if (type == 2)
		use(home);
	return 1;
}

/* an '||' that is true: where the guard is false, the other is true */
int either(int type, struct pane *home)
{
	if (type != 3 || home) {
		if (type == 3)
			use(home);
		return 1;
	}
	return 0;
}

/*
 * check-name: a switch or a test of an integer that a false '&&' guarded knows the pointer it tested
 * check-command: sparse -Wno-decl $file
 */
