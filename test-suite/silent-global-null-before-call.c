struct data { int n; };
static struct data *data;
extern struct data *make(void);
extern void flush(void);

static int process(void)
{
	return data->n;
}

static int careful(void)
{
	if (!data)
		return 0;
	return data->n;
}

int run(void)
{
	data = (void *)0;
	return careful();
}

int run_set(void)
{
	data = make();
	if (!data)
		return 0;
	return process();
}

int run_later(void)
{
	data = (void *)0;
	flush();
	return careful();
}

/*
 * check-name: silent: a function of the file that tests the static pointer before it dereferences it, or one called once the pointer was set and tested
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
