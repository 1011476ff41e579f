#include <stdbool.h>
struct skb { unsigned long refdst; unsigned long a, b; struct skb *next; };
extern struct skb *extract_hint(struct skb *skb);
extern void rcv_core(struct skb *skb);

/*
 * Predicates of the file whose every use of the pointer is behind their
 * own test of it: what a return of true proves is their summary all the
 * same.  The first tests with branches, the second is one 'and' of two
 * compares with 0 (no branch at all).
 */
static bool can_use_hint(const struct skb *skb, const struct skb *hint)
{
	return hint && !(skb->refdst & ~1UL) && ((hint->a ^ skb->a) | (hint->b ^ skb->b)) == 0;
}

static int both(const struct skb *skb, const struct skb *hint)
{
	return hint && skb;
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
	if (both(skb, hint))
		skb->refdst = hint->refdst;
}

/*
 * check-name: silent: a predicate of the file that tests a pointer before each use of it, or with no branch ('return a && b;' as one 'and'), proves it where it returns true
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
