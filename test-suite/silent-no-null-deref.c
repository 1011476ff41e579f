#define safe __attribute__((safe))

extern void log_it(void);

static int get(int *p)
{
	if (!p)
		log_it();
	return *p;
}

/*
 * check-name: silent: -Wno-null-deref turns off the null category
 * check-command: sparse -Wno-null-deref $file
 */
