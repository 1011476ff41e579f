#define safe __attribute__((safe))
#define NULL ((void *)0)
struct mark { int seq; };
struct state { struct mark *endmark; };
struct pane { int x; };
struct obj { struct pane *pane; };
extern void mark_to_mark(struct mark *a safe, struct mark *b safe);
extern void map(struct pane *a safe, struct pane *b safe);
extern int strncmp(const char *a safe, const char *b safe, unsigned long n);
extern unsigned long strlen(const char *s safe);

void and_chain_untested(struct state *ss safe, struct mark *m, int found, int since)
{
	if (found > 2 && ss->endmark && since <= 1)
		mark_to_mark(ss->endmark, m);	/* m is not tested */
}
void or_chain_untested(struct obj *self safe, struct obj *other, int ret)
{
	if (ret <= 0 || !self->pane || !other)
		return;
	map(other->pane, self->pane);		/* other->pane is not tested */
}
int correlation_wrong_default(const char *str, const char *key safe)
{
	int len = str ? strlen(str) : 1;	/* 1 when str is NULL */

	if (!len || strncmp(str, key, len) == 0)
		return 1;
	return 0;
}

/*
 * check-name: a block split by the phi it tests still warns for what its tests do not cover
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-split-untested.c:15:43: warning: passing 'm', not proven non-NULL, as safe argument 2 of 'mark_to_mark'
warn-arg-split-untested.c:21:13: warning: passing 'other->pane', not proven non-NULL, as safe argument 1 of 'map'
warn-arg-split-untested.c:27:29: warning: passing 'str', not proven non-NULL, as safe argument 1 of 'strncmp'
warn-arg-split-untested.c:25:19:     'str' is NULL on one side of this test
 * check-error-end
 */
