enum kind { ADD, ENTER, REPLACE, CUT, PASTE };
struct undo { enum kind type; int line; };
struct line { char *data; };
struct line *line_from_number(int n);
void note(const char *what);

/* the line is looked up for the kinds up to ENTER, and used for REPLACE too: a bug */
int do_undo(struct undo *u)
{
	struct line *line = (void *)0;

	if (u->type <= ENTER)
		line = line_from_number(u->line);
	switch (u->type) {
	case REPLACE:
		return line->data[0];
	case CUT:
		note("cut");
		break;
	case PASTE:
		note("paste");
		break;
	default:
		break;
	}
	return 0;
}


/* the same through an if: the line is there for the kinds up to ENTER */
int do_redo(struct undo *u)
{
	struct line *line = (void *)0;

	if (u->type <= ENTER)
		line = line_from_number(u->line);
	if (u->type == REPLACE)
		return line->data[0];
	return 0;
}

/*
 * check-name: warn: 'if (type <= ENTER)' not taken leaves REPLACE, a case that uses the NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-correlation-order-switch.c:16:28: warning: dereference of 'line', which may be NULL
warn-correlation-order-switch.c:10:30:     'line' is NULL from here
warn-correlation-order-switch.c:38:28: warning: dereference of 'line', which may be NULL
warn-correlation-order-switch.c:33:30:     'line' is NULL from here
 * check-error-end
 */
