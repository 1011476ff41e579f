struct entry { int field; };
extern int printk(const char *fmt, ...);

static void __attribute__((unused)) called(void)
{
	struct entry *__entry = (void *)0;

	printk("%d", __entry->field);
}

static void __attribute__((unused)) taken(void)
{
	struct entry *__entry = (void *)0;

	printk("%d", __entry->field);
}

static void plain(void)
{
	struct entry *__entry = (void *)0;

	printk("%d", __entry->field);
}

void (*hook)(void) = taken;

void run(void)
{
	called();
}

/*
 * check-name: warn: a static function declared unused is checked once something calls it or takes its address; one without the attribute is always checked
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-unused-function-called.c:8:29: warning: dereference of NULL
warn-unused-function-called.c:15:29: warning: dereference of NULL
warn-unused-function-called.c:22:29: warning: dereference of NULL
 * check-error-end
 */
