/* nonnull's arguments: the integer constants among them are read, the
 * rest is not, and passing NULL where a constant names is reported */
extern void copy(char *dst, const char *src) __attribute__((nonnull(1, nonnull)));
extern void move(char *dst, const char *src) __attribute__((nonnull(dst + 1, 2)));
extern void fill(char *dst, int c) __attribute__((nonnull((1))));

void use(const char *s)
{
	copy((void *)0, s);
	move(0, (void *)0);
	fill((void *)0, 0);
}

/*
 * check-name: nonnull arguments that are integer constants are read, whatever surrounds them
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-nonnull-args-constants.c:10:14: warning: Using plain integer as NULL pointer
warn-nonnull-args-constants.c:9:15: warning: passing NULL as nonnull argument 1 of 'copy'
warn-nonnull-args-constants.c:10:18: warning: passing NULL as nonnull argument 2 of 'move'
warn-nonnull-args-constants.c:11:15: warning: passing NULL as nonnull argument 1 of 'fill'
 * check-error-end
 */
