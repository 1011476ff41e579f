extern void copy(char *dst, int n, const char *src) __attribute__((nonnull(1, 3)));
__attribute__((nonnull)) extern void both(char *a, char *b);
extern void log_it(void);

static void use(char *a, char *b, int n)
{
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
 * check-error-end
 */
