struct entry { int field; };
extern int printk(const char *fmt, ...);

static void __attribute__((unused)) check_format(void)
{
	struct entry *__entry = (void *)0;

	printk("%d", __entry->field);
}

/*
 * check-name: silent: a static function declared unused that nothing calls, nor takes the address of, runs on no path
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
