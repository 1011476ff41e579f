#include <string.h>
#include <strings.h>
#include <stdlib.h>

extern void log_it(void); extern void *find(void);

static int unchecked(char *d, size_t len)
{	const char *p = find();
	int n = 0;

	if (!p)
		log_it();
	n += atoi(p);
	n += (int)strlen(p);
	n += strcmp(p, "x");
	memcpy(d, p, len);
	n += strncasecmp(p, "y", len);
	return n;
}

static int checked(const char *p, char *d, size_t len)
{
	if (!p || !d)
		return 0;
	memcpy(d, p, len);
	return atoi(p) + (int)strlen(p) + strcmp(p, "x") + strncasecmp(p, "y", len);
}

/*
 * check-name: glibc's nonnull attributes: a pointer tested NULL, passed to its string functions
 *
 * check-error-start
warn-nonnull-libc.c:13:19: warning: passing 'p', which may be NULL, as nonnull argument 1 of 'atoi'
warn-nonnull-libc.c:11:14:     'p' is NULL on one side of this test
warn-nonnull-libc.c:14:26: warning: passing 'p', which may be NULL, as nonnull argument 1 of 'strlen'
warn-nonnull-libc.c:11:14:     'p' is NULL on one side of this test
warn-nonnull-libc.c:15:21: warning: passing 'p', which may be NULL, as nonnull argument 1 of 'strcmp'
warn-nonnull-libc.c:11:14:     'p' is NULL on one side of this test
warn-nonnull-libc.c:16:19: warning: passing 'p', which may be NULL, as nonnull argument 2 of 'memcpy'
warn-nonnull-libc.c:11:14:     'p' is NULL on one side of this test
warn-nonnull-libc.c:17:26: warning: passing 'p', which may be NULL, as nonnull argument 1 of 'strncasecmp'
warn-nonnull-libc.c:11:14:     'p' is NULL on one side of this test
 * check-error-end
 */
