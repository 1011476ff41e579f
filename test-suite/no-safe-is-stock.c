#define __safe __attribute__((safe))

struct s { int *__safe p; };

static int get(struct s *s, int *q)
{
	int *__safe r = q;

	if (s->p)
		return *r;
	return *(int *)0;
}

/*
 * check-name: -Wno-safe prints stock sparse's messages, and only those
 * check-command: sparse -Wno-safe $file
 *
 * check-error-start
no-safe-is-stock.c:9:14: warning: testing a 'safe expression'
 * check-error-end
 */
