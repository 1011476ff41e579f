#define safe __attribute__((safe))
struct command { int (*func)(void *ci); };
struct pane { struct command *handle; };
struct cmd_info { const char *key safe; struct pane *home; struct command *comm safe;
		  int num, num2, x, y; const char *str; };
typedef struct { long hd; struct pane *pane; } Pane;
extern struct pane *lookup(const char *k);

static inline int pane_valid(Pane *p safe)
{
	if (p->pane && p->pane->handle)
		return 1;
	return 0;
}

static int get_info(struct cmd_info *ci safe, const char *a)
{
	if (a) {
		struct pane *h = lookup(a);

		if (!h)
			return 0;
		ci->home = h;
	}
	ci->key = "k";
	ci->num = 1;
	ci->num2 = 2;
	ci->x = 3;
	ci->y = 4;
	ci->str = a;
	return 1;
}

int direct_call(Pane *self safe, const char *a)
{
	struct cmd_info ci = { .key = "x" };

	if (!pane_valid(self))
		return -1;
	ci.home = self->pane;
	if (!get_info(&ci, a))
		return -1;
	ci.comm = ci.home->handle;
	return ci.comm->func(&ci);
}

/*
 * check-name: warn: the same call, storing another pane in 'ci->home'
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-field-copied-pointer.c:43:26: warning: dereference of 'ci.home', not proven non-NULL
warn-field-copied-pointer.c:43:17: warning: assignment of 'ci.home->handle', not proven non-NULL, to safe 'ci.comm'
warn-field-copied-pointer.c:44:23: warning: dereference of 'ci.comm', not proven non-NULL
 * check-error-end
 */
