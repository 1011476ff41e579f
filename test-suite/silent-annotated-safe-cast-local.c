#define safe __attribute__((safe))
#define safe_cast (void * safe)
struct links { int n; int v[4]; };
struct mark { void *mdata; };
extern void use(int *p safe);
extern void use_links(struct links *l safe);
void f(struct mark *m safe)
{
	struct links *lnk = safe_cast m->mdata;	/* cast to safe, stored in plain local */
	use_links(lnk);				/* warns: cast forgotten */
}
void g(struct mark *m safe)
{
	struct links *safe lnk = safe_cast m->mdata;	/* safe local: fine */
	use_links(lnk);
}

/*
 * check-name: a value cast to safe stays non-NULL in a plain local (annotated safe_cast_local.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
