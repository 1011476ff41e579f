#define safe __attribute__((safe))

struct size { int w, h; };
struct pane { int id; struct size sz; };

static int height(struct pane *p)
{
	if (!p)
		return 0;
	p->sz.w = 1;
	return p->sz.h;
}

/*
 * check-name: silent: p->a.b read and written after p is tested, even in strict mode
 * check-command: sparse -Wsafe $file
 */
