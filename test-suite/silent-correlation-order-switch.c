enum kind { ADD, ENTER, REPLACE, CUT, PASTE };
struct undo { enum kind type; int line; };
struct line { char *data; };
struct line *line_from_number(int n);
void note(const char *what);

/* the line is looked up for the kinds up to REPLACE, and used only there */
int do_undo(struct undo *u)
{
	struct line *line = (void *)0;

	if (u->type <= REPLACE)
		line = line_from_number(u->line);
	switch (u->type) {
	case ADD:
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


/* the same through an if: the line is there for the kinds up to REPLACE */
int do_redo(struct undo *u)
{
	struct line *line = (void *)0;

	if (u->type <= REPLACE)
		line = line_from_number(u->line);
	if (u->type == ENTER)
		return line->data[0];
	return 0;
}

/*
 * check-name: silent: 'if (type <= K)' not taken says the type is no case up to K of a switch on it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
