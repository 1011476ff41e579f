struct data { int n; };
static struct data *data;

static int process(void)
{
	return data->n;
}

int run(void)
{
	data = (void *)0;
	return process();
}

/*
 * check-name: warn: a static pointer stored NULL, then a function of the file called that dereferences it first thing: reported at the call, with a note at its dereference
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-null-before-call.c:12:23: warning: calling 'process' while 'data' is NULL, which it dereferences
warn-global-null-before-call.c:11:17:     'data' is NULL from here
warn-global-null-before-call.c:6:16:     'process' dereferences it here
 * check-error-end
 */
