/*
 * A call through a function pointer goes through it: where the pointer
 * may be NULL (a NULL it was set to, left where a flag was not set), the
 * call is reported as a dereference is, with its evidence.
 */
extern void on_set(void);
extern void on_clear(void);

void run(int set)
{
	void (*fn)(void) = (void *)0;

	if (set)
		fn = on_set;
	fn();
}

void run_cleared(int which)
{
	void (*fn)(void) = on_set;

	switch (which) {
	case 0:
		fn = on_clear;
		break;
	case 1:
		fn = (void *)0;
		break;
	}
	fn();
}

/*
 * check-name: warn: a call through a function pointer that may be NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-call-null-pointer.c:15:11: warning: calling 'fn', which may be NULL
warn-call-null-pointer.c:13:13:     'fn' is NULL on one side of this test
warn-call-null-pointer.c:30:11: warning: calling 'fn', which may be NULL
warn-call-null-pointer.c:27:23:     'fn' is NULL from here
 * check-error-end
 */
