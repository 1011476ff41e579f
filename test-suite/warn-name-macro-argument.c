/*
 * A safe local that a macro's body declares and initializes from an
 * argument (container_of()'s '__mptr'): the message names the argument
 * as written and the macro, not the macro's local.
 */
#define safe __attribute__((safe))
struct node { struct node *next; };
struct item { int x; struct node all; };
struct head { struct node *first; };
#define container_of(ptr, type, member) ({			\
	const typeof( ((type *)0)->member ) *__mptr safe = (ptr);	\
	(type * safe)( (char *)__mptr - __builtin_offsetof(type,member) );})
#define first_of(h)	({ struct node *__f safe = (h)->first; __f; })
void use(struct item *i safe);
void use_node(struct node *n safe);

void entry(struct head *h safe)
{
	struct item *it = container_of(h->first, struct item, all);

	use(it);
}

/* the local is not initialized from an argument: it is named */
void first(struct head *h safe)
{
	use_node(first_of(h));
}

/*
 * check-name: a macro's safe local initialized from its argument is named by the argument and the macro
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-name-macro-argument.c:19:27: warning: passing 'h->first', not proven non-NULL, as safe argument 1 of 'container_of'
warn-name-macro-argument.c:27:18: warning: assignment of 'h->first', not proven non-NULL, to safe '__f'
 * check-error-end
 */
