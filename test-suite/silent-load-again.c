/*
 * Memory loaded again, with nothing on the way that may change it, holds
 * what it held where the path tested it: 'h->len > 0' not taken leaves
 * the loop 'for (i = 0; i < h->len; i++)' not run, where the buffer is
 * still NULL.  An allocation of the C library on the way (malloc(),
 * strdup()) changes no memory that the function loads.
 */
#include <stdlib.h>
#include <string.h>

struct hdr {
	int len;
	const char *name;
};

int sum_payload(const struct hdr *h)
{
	char *payload = NULL;
	int i, sum = 0;

	if (h->len > 0) {
		payload = malloc(h->len);
		if (!payload)
			return -1;
	}
	for (i = 0; i < h->len; i++) {
		payload[i] = (char)i;
		sum += i;
	}
	free(payload);
	return sum;
}

int copy_after_allocation(const struct hdr *h)
{
	char *buf = NULL;
	char *name;
	int i;

	if (h->len > 0) {
		buf = malloc(h->len);
		if (!buf)
			return -1;
	}
	name = strdup(h->name);
	for (i = 0; i < h->len; i++)
		buf[i] = 0;
	free(name);
	free(buf);
	return 0;
}

int none_when_empty(const struct hdr *h, char *data)
{
	char *buf = NULL;

	if (h->len != 0)
		buf = data;
	if (h->len == 0)
		return 0;
	return buf[0];
}

/*
 * check-name: silent: memory loaded again, unchanged, holds what the path tested
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
