void panic(const char *fmt, ...) __attribute__((noreturn));
void show_mem(void);
void *kmalloc(unsigned long size);

struct hash { int major, minor; };

/* not declared noreturn, but it never returns */
static void panic_show_mem(const char *msg)
{
	show_mem();
	panic("%s", msg);
}

static void forever(void)
{
	for (;;)
		show_mem();
}

static struct hash *new_hash(int major)
{
	struct hash *q = kmalloc(sizeof(*q));

	if (!q)
		panic_show_mem("can't allocate link hash entry");
	q->major = major;
	return q;
}

static struct hash *new_hash2(int minor)
{
	struct hash *q = kmalloc(sizeof(*q));

	if (!q)
		forever();
	q->minor = minor;
	return q;
}

/*
 * check-name: silent: a call of a function of the file that never returns ends the path
 * check-command: sparse -Wno-decl $file
 */
