#include "err.h"

struct node { int key; struct node *next; };
extern struct node *table[16];

// NULL where it finds nothing: never an error pointer
static struct node *node_find(int key)
{
	struct node *n;

	for (n = table[key & 15]; n; n = n->next)
		if (n->key == key)
			return n;
	return (void *)0;
}

int find_key(int key)
{
	struct node *n = node_find(key);

	if (IS_ERR(n))
		return PTR_ERR(n);
	return n->key;
}

int find_key_null(int key)
{
	struct node *n = node_find(key);

	if (!n)
		return -ENOENT;
	return n->key;
}

int find_key_both(int key)
{
	struct node *n = node_find(key);

	if (IS_ERR_OR_NULL(n))
		return -ENOENT;
	return n->key;
}

int find_key_tested_after(int key)
{
	struct node *n = node_find(key);

	if (IS_ERR(n))
		return PTR_ERR(n);
	if (!n)
		return -ENOENT;
	return n->key;
}

typedef unsigned int __attribute__((bitwise)) gfp_t;
#define GFP_KERNEL	((__attribute__((force)) gfp_t)0xcc0u)
extern void *kzalloc(unsigned long size, gfp_t flags) __attribute__((__malloc__));

int alloc_key(int key)
{
	struct node *n = kzalloc(sizeof(*n), GFP_KERNEL);

	if (IS_ERR(n))
		return PTR_ERR(n);
	n->key = key;
	return 0;
}

int alloc_key_tested(int key)
{
	struct node *n = kzalloc(sizeof(*n), GFP_KERNEL);

	if (!n)
		return -ENOMEM;
	n->key = key;
	return 0;
}

/*
 * check-name: err-is-err: IS_ERR() of what a function that returns NULL, never an error pointer, returned
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
err-is-err.c:21:19: warning: IS_ERR() of 'n', but node_find() returns NULL, not an error pointer, when it fails: test it for NULL
err-is-err.c:23:17:     the NULL pointer is dereferenced here
err-is-err.c:23:17: warning: dereference of 'n', which may be NULL
err-is-err.c:14:17:     'n' is NULL where node_find() returns this
err-is-err.c:63:19: warning: IS_ERR() of 'n', but kzalloc() returns NULL, not an error pointer, when it fails: test it for NULL
err-is-err.c:65:10:     the NULL pointer is dereferenced here
err-is-err.c:65:10: warning: dereference of 'n', which is NULL when kzalloc() fails
err-is-err.c:61:33:     'n' is the result of this kzalloc() call
 * check-error-end
 */
