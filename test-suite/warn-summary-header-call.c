/*
 * The twin of silent-summary-header-call: the same lookup(), called
 * untested from this file's own code, and a header's function that
 * returns NULL, called untested from that header's code, are reported.
 */
#include "summary-header.h"

static struct item items[4];

struct item *lookup(int k)
{
	if (k < 0 || k >= 4)
		return (void *)0;
	return &items[k];
}

/* the keys come from next_key(): whether they are in range is this file's
   to know */
extern int next_key(void);

int second(void);
int second(void)
{
	return lookup(next_key())->v;
}

int third(void);
int third(void)
{
	return cached_value(next_key());
}


/* callers that test what lookup() and cached() return: the file expects
 * their NULLs */
int known(int k);
int known(int k)
{
	return lookup(k) && cached(k);
}

/*
 * check-name: calls of summaries in the file's code and within a header
 *
 * check-error-start
warn-summary-header-call.c:24:34: warning: dereference of 'lookup()', which may be NULL
warn-summary-header-call.c:13:25:     'lookup()' is NULL where lookup() returns this
warn-summary-header-call.c: note: in included file:
summary-header.h:20:25: warning: dereference of 'cached()', which may be NULL
summary-header.h:14:25:     'cached()' is NULL where cached() returns this
 * check-error-end
 */
