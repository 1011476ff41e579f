#define NULL		((void *)0)

struct request { struct request *next; int tag; };
struct plug { struct request *mq_list; int rq_count; };

/* the kernel's: the caller's argument is '&plug->mq_list' */
#define rq_list_peek(listptr) ({					\
	struct request *__req = NULL;					\
	if ((listptr) && *(listptr))					\
		__req = *(listptr);					\
	__req; })

/* '&plug->mq_list' is never NULL: testing it says nothing of plug */
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
