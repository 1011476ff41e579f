/*
 * An argument that a macro makes into a statement expression has no
 * short name: it is named by what was written at the call, read back
 * from the source, on one line or several.
 */
#define safe __attribute__((safe))
#define offsetof(T, m) __builtin_offsetof(T, m)
#define container_of(ptr, type, member) ({ \
	const typeof(((type *)0)->member) *__mptr = (ptr); \
	(type *)((char *)__mptr - offsetof(type, member)); })

struct list { struct list *next; };
struct item { int v; struct list link; };

void use(struct item *safe it);
void use2(const char *safe s, struct item *safe it);
struct list *first(void);

void walk(void);
void walk(void)
{
	struct list *l = first();

	use(container_of(l, struct item, link));
	use2("a, (b", container_of(l->next,
				   struct item, link));
}

/*
 * check-name: a macro's statement expression, named as written at the call
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-arg-macro-text.c:24:13: warning: passing 'container_of(l, struct item, link)', not proven non-NULL, as safe argument 1 of 'use'
warn-arg-macro-text.c:25:23: warning: dereference of 'l', not proven non-NULL
warn-arg-macro-text.c:25:23: warning: passing 'container_of(l->next, struct item, link)', not proven non-NULL, as safe argument 2 of 'use2'
 * check-error-end
 */
