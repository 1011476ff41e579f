#include <string.h>
#include <strings.h>
#include <stdlib.h>

extern void log_it(void);

static int unchecked(const char *p, char *d, size_t len)
{
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
 * check-error-end
 */
