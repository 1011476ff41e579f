struct s { int x; }; extern void *find(void);
int __attribute__((noderef, address_space(1))) *ap;
static int later(struct s *p);
int f(void)
{	struct s *p = find();
	if (!p)
		later(p);
	return p->x;
}
static inline int cmp(int *q) { return q == ap; }
int g(int *q) { return cmp(q); }
/* a warning sparse silences, after the error: it silences the notes after it */
int k(int v) { return v << 40; }
static int later(struct s *p) { return p != 0; }

/*
 * check-name: warn: a warning made after one that sparse silenced (an error in an inlined function before it) keeps its note
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-notes-after-silenced.c:14:45: warning: Using plain integer as NULL pointer
warn-notes-after-silenced.c:10:42: error: incompatible types in comparison expression (different address spaces):
warn-notes-after-silenced.c:10:42:    int *
warn-notes-after-silenced.c:10:42:    int [noderef] <asn:1> *
warn-notes-after-silenced.c:8:17: warning: dereference of 'p', which may be NULL
warn-notes-after-silenced.c:6:14:     'p' is NULL on one side of this test
 * check-error-end
 */
