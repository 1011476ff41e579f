/* The kernel's request list (include/linux/blk-mq.h), for the cases that
   use it: a helper written as a macro, whose body starts from NULL and
   tests the caller's argument. */
#ifndef NULL
#define NULL	((void *)0)
#endif

struct request { struct request *next; int tag; };

#define rq_list_peek(listptr) ({					\
	struct request *__req = NULL;					\
	if ((listptr) && *(listptr))					\
		__req = *(listptr);					\
	__req; })
