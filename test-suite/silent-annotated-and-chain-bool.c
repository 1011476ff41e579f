#define safe __attribute__((safe))
struct mark { int seq; };
struct state { struct mark *endmark; };
extern void mark_to_mark(struct mark *a safe, struct mark *b safe);
extern void info(int *len, int *since);
void f(struct state *ss safe, struct mark *m, int found)
{
	int maxlen, since;
	info(&maxlen, &since);
	if (found > 2 && ss->endmark && m && since - maxlen <= 1)
		mark_to_mark(ss->endmark, m);	/* both tested just above */
}

/*
 * check-name: a test of a phi that '&&', '||' or '?:' left is refined edge by edge (annotated and_chain_bool.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
