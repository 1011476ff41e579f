/*
 * The twin of warn-call-null-pointer.c: the pointer is tested before
 * the call, set on every path, or loaded from memory the function never
 * tests (a table of operations); and after a call through it, it is not
 * NULL, as after a dereference.
 */
extern void on_set(void);

struct ops {
	void (*fn)(void);
	int (*get)(void);
};

void run(int set)
{
	void (*fn)(void) = (void *)0;

	if (set)
		fn = on_set;
	if (fn)
		fn();
}

void always(int set)
{
	void (*fn)(void) = (void *)0;

	if (set)
		fn = on_set;
	else
		fn = on_set;
	fn();
}

int table(struct ops *o)
{
	o->fn();
	return o->get();
}

/*
 * check-name: silent: a call through a function pointer tested, set, or from a table
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
