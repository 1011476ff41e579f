#define safe __attribute__((safe))

extern int put(const char *safe s);
extern int get(int *safe v);

static char buf[16];

static int run(void)
{
	int v;
	char local[8];

	return put("literal") + get(&v) + put(buf) + put(local) + put(&buf[2]);
}

/*
 * check-name: silent: string literals, addresses of variables and arrays are safe arguments
 */
