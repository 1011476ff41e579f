/*
 * The twin of silent-load-again.c: memory loaded again after a call that
 * may change it (a function of the program; realloc(), which is given a
 * pointer it may write through), or a store through another pointer that
 * may point to it, or another field loaded: the path's test does not
 * hold for the value loaded, and the NULL is reported.
 */
#include <stdlib.h>
#include <string.h>

struct hdr {
	int len;
	int cap;
	const char *name;
};

extern void update(struct hdr *h);

int after_a_call(struct hdr *h)
{
	char *buf = NULL;
	int i;

	if (h->len > 0) {
		buf = malloc(h->len);
		if (!buf)
			return -1;
	}
	update(h);
	for (i = 0; i < h->len; i++)
		buf[i] = 0;
	free(buf);
	return 0;
}

int after_a_store(struct hdr *h, int *count)
{
	char *buf = NULL;
	int i;

	if (h->len > 0) {
		buf = malloc(h->len);
		if (!buf)
			return -1;
	}
	*count = 4;
	for (i = 0; i < h->len; i++)
		buf[i] = 0;
	free(buf);
	return 0;
}

int after_a_reallocation(struct hdr *h, char *names)
{
	char *buf = NULL;
	int i;

	if (h->len > 0) {
		buf = malloc(h->len);
		if (!buf)
			return -1;
	}
	names = realloc(names, 16);
	for (i = 0; i < h->len; i++)
		buf[i] = 0;
	free(buf);
	return 0;
}

int another_field(const struct hdr *h)
{
	char *buf = NULL;
	int i;

	if (h->len > 0) {
		buf = malloc(h->len);
		if (!buf)
			return -1;
	}
	for (i = 0; i < h->cap; i++)
		buf[i] = 0;
	free(buf);
	return 0;
}

/*
 * check-name: warn: memory loaded again after what may change it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-load-again.c:31:20: warning: dereference of 'buf', which may be NULL
warn-load-again.c:21:21:     'buf' is NULL from here
warn-load-again.c:48:20: warning: dereference of 'buf', which may be NULL
warn-load-again.c:38:21:     'buf' is NULL from here
warn-load-again.c:65:20: warning: dereference of 'buf', which may be NULL
warn-load-again.c:55:21:     'buf' is NULL from here
warn-load-again.c:81:20: warning: dereference of 'buf', which may be NULL
warn-load-again.c:72:21:     'buf' is NULL from here
 * check-error-end
 */
