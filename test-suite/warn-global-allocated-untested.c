/*
 * A function of the file that stores an allocation's result into a
 * global pointer, and never tests it, leaves the global NULL where the
 * allocation failed: a use of the global after a call of it, untested,
 * is reported, with the call as the evidence.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));

struct table {
	int size;
};

static struct table *table;

static void init(void)
{
	table = malloc(sizeof(*table));
}

int table_size(void);
int table_size(void)
{
	init();
	return table->size;
}

/*
 * check-name: warn: a global left holding an allocation's result untested is NULL where it failed
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-allocated-untested.c:24:21: warning: dereference of 'table', which may be NULL
warn-global-allocated-untested.c:23:13:     'table' is NULL after this call where init() fails to allocate it
 * check-error-end
 */
