/* nonnull's arguments, parsed as sparse parses an attribute it ignores: no
 * message where an argument is not an integer constant */
extern void copy(char *dst, const char *src) __attribute__((nonnull(1, nonnull)));
extern void move(char *dst, const char *src) __attribute__((nonnull(dst + 1)));
extern void fill(char *dst, int c) __attribute__((nonnull((1))));

void use(char *d, const char *s)
{
	copy(d, s);
	move(d, s);
	fill(d, 0);
}

/*
 * check-name: nonnull arguments that are not integer constants give no message (stock sparse's output)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
