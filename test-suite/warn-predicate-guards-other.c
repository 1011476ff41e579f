#include <stdbool.h>
struct skb { unsigned long refdst; unsigned long a, b; struct skb *next; };
extern struct skb *extract_hint(struct skb *skb);
extern void rcv_core(struct skb *skb);

/*
 * The twin of silent-predicate-guards-param.c: these predicates may
 * return true with the pointer NULL ('||', or a test of the other one).
 */
static bool can_use_hint(const struct skb *skb, const struct skb *hint)
{
	return !hint || !(skb->refdst & ~1UL);
}

static int either(const struct skb *skb, const struct skb *hint)
{
	return hint || skb;
}

void list_rcv(struct skb *head)
{
	struct skb *skb, *hint = (void *)0;
	unsigned long curr = 0;

	for (skb = head; skb; skb = skb->next) {
		if (can_use_hint(skb, hint))
			skb->refdst = hint->refdst;
		else
			rcv_core(skb);
		if (curr != skb->refdst) {
			hint = extract_hint(skb);
			curr = skb->refdst;
		}
	}
}

void one(struct skb *skb, int f)
{
	struct skb *hint = (void *)0;

	if (f)
		hint = extract_hint(skb);
	if (either(skb, hint))
		skb->refdst = hint->refdst;
}

/*
 * check-name: warn: a predicate of the file that may return true with the pointer NULL proves nothing of it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-predicate-guards-other.c:27:43: warning: dereference of 'hint', which may be NULL
warn-predicate-guards-other.c:22:35:     'hint' is NULL from here
warn-predicate-guards-other.c:44:35: warning: dereference of 'hint', which may be NULL
warn-predicate-guards-other.c:39:29:     'hint' is NULL from here
 * check-error-end
 */
