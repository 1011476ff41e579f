#define NULL		((void *)0)
#include "rq-list.h"

struct plug { struct request *mq_list; int rq_count; };

/* the kernel's rq_list_peek(): its argument, '&plug->mq_list', is never
   NULL, so its test says nothing of plug */
static int add_rq(struct plug *plug)
{
	struct request *last = rq_list_peek(&plug->mq_list);

	if (!plug->rq_count)
		return 0;
	return last ? last->tag : plug->rq_count;
}

static int compared(struct plug *plug)
{
	if (&plug->mq_list != NULL)
		return plug->rq_count;
	return -plug->rq_count;
}

static int negated(struct plug *plug)
{
	if (!&plug->mq_list)
		return 0;
	return plug->rq_count;
}

static int cast(struct plug *plug)
{
	if ((void *)&plug->mq_list)
		return 0;
	return plug->rq_count;
}

/*
 * check-name: silent: a test of a member's address ('&p->m', never NULL in C) says nothing of p
 * check-command: sparse -Wno-decl $file
 */
