#include "err.h"

struct file { int mode; };
extern struct file *file_alloc(void);
extern struct file *cache_find(int key);

// never NULL: an error pointer when it fails
static struct file *file_open(int mode)
{
	struct file *f = file_alloc();

	if (!f)
		return ERR_PTR(-ENOMEM);
	f->mode = mode;
	return f;
}

// NULL where it finds nothing, an error pointer where it fails
static struct file *file_lookup(int key)
{
	if (key < 0)
		return ERR_PTR(-EINVAL);
	return cache_find(key);
}

int open_mode(int mode)
{
	struct file *f = file_open(mode);

	if (!f)
		return -ENOMEM;
	return f->mode;
}

int open_mode_checked(int mode)
{
	struct file *f = file_open(mode);

	if (IS_ERR(f))
		return PTR_ERR(f);
	return f->mode;
}

int lookup_mode(int key)
{
	struct file *f = file_lookup(key);

	if (IS_ERR_OR_NULL(f))
		return -ENOENT;
	return f->mode;
}

int lookup_mode_null_only(int key)
{
	struct file *f = file_lookup(key);

	if (!f)
		return -ENOENT;
	return f->mode;
}

/*
 * check-name: err-null-test: a NULL test of what a function that returns error pointers, never NULL, returned
 * check-description: open_mode() tests for NULL what can only be an error
 *   pointer; file_lookup() returns both, so a NULL test is right there,
 *   but not enough: its error pointer is dereferenced (err-deref).
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
err-null-test.c:30:14: warning: 'f' is tested for NULL, but file_open() returns an error pointer, not NULL, when it fails: test it with IS_ERR()
err-null-test.c:13:31:     file_open() returns an error pointer here
err-null-test.c:32:17:     the error pointer is used here
err-null-test.c:59:17: warning: dereference of 'f', which may be an error pointer
err-null-test.c:55:37:     'f' is the result of this file_lookup() call
err-null-test.c:22:31:     file_lookup() returns an error pointer here
 * check-error-end
 */
