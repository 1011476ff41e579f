#define safe __attribute__((safe))

struct size { int w, h; };
struct pane { struct size sz; int id; };

static int area(struct size s, struct pane p)
{
	struct pane q = p;

	q.sz.w = s.w;
	return q.sz.w * s.h + p.sz.h;
}

/*
 * check-name: silent: s.field on a struct value is never a dereference, even in strict mode
 * check-command: sparse -Wsafe $file
 */
