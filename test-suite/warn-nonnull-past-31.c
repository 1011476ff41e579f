#define NULL	((void *)0)

/* an index past 31 is not kept, nor warned about; the others still hold,
   and a NULL constant passed to one is reported */
extern void copy(char *dst, const char *src) __attribute__((nonnull(1, 40)));
extern void all(char *dst, const char *src) __attribute__((nonnull));

static void use(char *p)
{
	copy(NULL, p);
	copy(p, NULL);
	all(p, NULL);
}

/*
 * check-name: nonnull: an index past 31 is ignored without a warning; a NULL constant passed to an index kept warns
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-nonnull-past-31.c:10:14: warning: passing NULL as nonnull argument 1 of 'copy'
warn-nonnull-past-31.c:12:16: warning: passing NULL as nonnull argument 2 of 'all'
 * check-error-end
 */
