/*
 * A local whose address is taken (skip(&st)) and that is stored twice,
 * then read in a case of a switch: sparse makes the read a phi where it
 * was, after other instructions, with sources in blocks that are not its
 * block's predecessors.  It has the values stored: both non-NULL.
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
			st = line - 1;
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
 * check-name: a phi after other instructions of its block has its sources' values
 * check-command: sparse -Wno-decl $file
 */
