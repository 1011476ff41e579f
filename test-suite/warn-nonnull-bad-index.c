extern void zero(char *p) __attribute__((nonnull(0)));
extern void beyond(char *p) __attribute__((nonnull(2)));
extern void not_pointer(int n, char *p) __attribute__((nonnull(1, 2)));

static void use(char *p)
{
	not_pointer(0, p);
}

/*
 * check-name: nonnull naming no parameter, or one that is not a pointer, gets one warning each
 *
 * check-error-start
warn-nonnull-bad-index.c:1:50: warning: nonnull argument 0 is out of range
warn-nonnull-bad-index.c:2:13: warning: nonnull argument 2 is beyond the parameters of 'beyond'
warn-nonnull-bad-index.c:3:13: warning: nonnull argument 1 of 'not_pointer' is not a pointer
 * check-error-end
 */
