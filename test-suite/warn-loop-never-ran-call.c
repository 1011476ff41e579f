struct fnhe { struct fnhe *next; long stamp; int daddr; };
extern struct fnhe *chain_of(int key);
int before(long a, long b);

void remove_oldest(int key)
{
	struct fnhe *fnhe, *oldest = (void *)0;

	for (fnhe = chain_of(key); fnhe; fnhe = fnhe->next)
		if (!oldest || before(fnhe->stamp, oldest->stamp))
			oldest = fnhe;
	oldest->daddr = 0;
}

/*
 * check-name: warn: a pointer NULL after a loop only if the loop never ran, where a call's result decides whether it runs: the function's own NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-loop-never-ran-call.c:12:15: warning: dereference of 'oldest', which may be NULL
warn-loop-never-ran-call.c:7:39:     'oldest' is NULL from here
 * check-error-end
 */
