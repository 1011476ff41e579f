extern void copy(char *dst, int n, const char *src) __attribute__((nonnull(1, 3))); extern void *find(void);
__attribute__((nonnull)) extern void both(char *a, char *b);
extern void log_it(void);

static void use(int n)
{	char *a = find();	char *b = find();
	if (!a)
		log_it();
	copy(a, n, b);
	if (!b)
		log_it();
	both(b, a);
}

/*
 * check-name: nonnull(i, ...) and plain nonnull make those arguments checked as dereferences
 *
 * check-error-start
warn-nonnull-attribute.c:9:14: warning: passing 'a', which may be NULL, as nonnull argument 1 of 'copy'
warn-nonnull-attribute.c:7:14:     'a' is NULL on one side of this test
warn-nonnull-attribute.c:12:14: warning: passing 'b', which may be NULL, as nonnull argument 1 of 'both'
warn-nonnull-attribute.c:10:14:     'b' is NULL on one side of this test
warn-nonnull-attribute.c:12:17: warning: passing 'a', which may be NULL, as nonnull argument 2 of 'both'
warn-nonnull-attribute.c:7:14:     'a' is NULL on one side of this test
 * check-error-end
 */
