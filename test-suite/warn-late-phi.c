/*
 * The twin of silent-late-phi.c: one of the values stored is NULL.
 */
#define safe __attribute__((safe))
struct item { int n; };
void add(struct item *rd safe, const char *start safe, const char *end safe);
void skip(const char **p);
void render(struct item *rd safe, const char *line safe, int more)
{
	char c;

	do {
		const char *st = line;

		c = *line++;
		if (more) {
			add(rd, st, line);
			st = (void *)0;
		}
		switch (c) {
		case 1:
			skip(&st);
			break;
		default:
			add(rd, st, line);
			break;
		}
	} while (c);
}

/*
 * check-name: a phi after other instructions of its block, one source NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-late-phi.c:25:33: warning: passing 'st', not proven non-NULL, as safe argument 2 of 'add'
warn-late-phi.c:18:31:     'st' is NULL from here
 * check-error-end
 */
