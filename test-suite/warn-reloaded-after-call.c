/*
 * A proof that a call took away: the value is read again after the call
 * and is not proven any more.  The note says which call.
 */
#define safe __attribute__((safe))
struct map { int n; };
struct map *key_alloc(void);
void key_add(struct map *m safe, const char *k);
struct holder { struct map *map; };

/* reset() stores NULL in the static: a call may be it */
static struct map *map;
void reset(void) { map = (void *)0; }

void init(void)
{
	map = key_alloc();
	if (!map)
		return;
	key_add(map, "a");
	key_add(map, "b");
}

/* an address-taken local given to a call */
void fill(struct map **mp);
void local(void)
{
	struct map *m = key_alloc();

	if (!m)
		return;
	fill(&m);
	key_add(m, "c");
}

/* nothing proven before: no note */
void never(struct holder *h safe)
{
	key_add(h->map, "d");
}

/*
 * check-name: a proof that a call took away is noted at the call
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-reloaded-after-call.c:21:17: warning: passing 'map', not proven non-NULL, as safe argument 1 of 'key_add'
warn-reloaded-after-call.c:20:16:     'map' was reloaded after this call
warn-reloaded-after-call.c:33:17: warning: passing 'm', not proven non-NULL, as safe argument 1 of 'key_add'
warn-reloaded-after-call.c:32:13:     'm' was reloaded after this call
warn-reloaded-after-call.c:39:17: warning: passing 'h->map', not proven non-NULL, as safe argument 1 of 'key_add'
 * check-error-end
 */
