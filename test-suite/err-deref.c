#include "err.h"

struct dev { int id; struct dev *parent; };
extern struct dev *dev_alloc(void);
extern int dev_setup(struct dev *d);

static struct dev *dev_create(int id)
{
	struct dev *d = dev_alloc();
	int err;

	if (!d)
		return ERR_PTR(-ENOMEM);
	err = dev_setup(d);
	if (err)
		return ERR_PTR(err);
	d->id = id;
	return d;
}

int first_id(void)
{
	struct dev *d = dev_create(1);

	return d->id;
}

int checked_id(void)
{
	struct dev *d = dev_create(2);

	if (IS_ERR(d))
		return PTR_ERR(d);
	return d->id;
}

int parent_id(struct dev *d, int make)
{
	struct dev *p = make ? dev_create(3) : d->parent;

	return p->id;
}

int zero_or_id(void)
{
	struct dev *d = dev_create(4);
	int err = PTR_ERR_OR_ZERO(d);

	if (err)
		return err;
	return d->id;
}

int cleared_id(void)
{
	struct dev *d = dev_create(5);

	if (IS_ERR(d))
		d = (void *)0;
	if (!d)
		return -1;
	return d->id;
}

int local_error(struct dev *d)
{
	struct dev *p = d ? d : ERR_PTR(-EINVAL);

	return p->id;
}

int next_id(struct dev *d, int more)
{
	struct dev *n;

	if (more) {
		n = dev_create(6);
		if (IS_ERR(n))
			return PTR_ERR(n);
		d = n;
	}
	return d->id;
}

int next_id_untested(struct dev *d, int more)
{
	if (more)
		d = dev_create(7);
	return d->id;
}

int either_id(struct dev *h)
{
	struct dev *d = dev_create(8);

	if (IS_ERR(d))
		return PTR_ERR(d);
	return (h ? h : d)->id;
}

int either_id_untested(struct dev *h)
{
	struct dev *d = dev_create(9);

	return (h ? h : d)->id;
}

int kept_code_id(int n)
{
	struct dev *d = dev_create(10);
	int err = 0;

	if (IS_ERR(d))
		err = PTR_ERR(d);
	if (err)
		return err;
	return d->id + n;
}

int kept_other_code_id(int n)
{
	struct dev *d = dev_create(11);
	int err = 0;

	if (IS_ERR(d))
		err = n;
	if (err)
		return err;
	return d->id + n;
}

int either_code_id(struct dev *cached, int n)
{
	struct dev *d;
	int err;

	if (cached) {
		d = cached;
		err = n;
	} else {
		d = dev_create(12);
		err = 0;
		if (IS_ERR(d))
			err = PTR_ERR(d);
		else
			dev_setup(d);
	}
	if (err)
		return err;
	return d->id;
}

int either_other_code_id(struct dev *cached, int n)
{
	struct dev *d;
	int err;

	if (cached) {
		d = cached;
		err = 0;
	} else {
		d = dev_create(13);
		err = 0;
		if (IS_ERR(d))
			err = n;
		else
			dev_setup(d);
	}
	if (err)
		return err;
	return d->id;
}

// one error code only: a test of that code says it is no error pointer
static struct dev *dev_try(int n)
{
	if (n > 8)
		return ERR_PTR(-EAGAIN);
	return dev_alloc();
}

int try_id(int n)
{
	struct dev *d;

again:
	d = dev_try(n);
	if (PTR_ERR(d) == -EAGAIN) {
		n--;
		goto again;
	}
	if (!d)
		return -1;
	return d->id;
}

static struct dev *dev_try_harder(int n)
{
	if (n > 8)
		return ERR_PTR(-EAGAIN);
	if (n < 0)
		return ERR_PTR(-EINVAL);
	return dev_alloc();
}

int try_harder_id(int n)
{
	struct dev *d;

again:
	d = dev_try_harder(n);
	if (PTR_ERR(d) == -EAGAIN) {
		n--;
		goto again;
	}
	if (!d)
		return -1;
	return d->id;
}

/*
 * check-name: err-deref: what may be an error pointer is dereferenced, unless a test said it is not one
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
err-deref.c:25:17: warning: dereference of 'd', which may be an error pointer
err-deref.c:23:35:     'd' is the result of this dev_create() call
err-deref.c:13:31:     dev_create() returns an error pointer here
err-deref.c:41:17: warning: dereference of 'p', which may be an error pointer
err-deref.c:39:42:     'p' is the result of this dev_create() call
err-deref.c:13:31:     dev_create() returns an error pointer here
err-deref.c:69:17: warning: dereference of 'p', which may be an error pointer
err-deref.c:67:25:     'p' is an error pointer made here
err-deref.c:89:17: warning: dereference of 'd', which may be an error pointer
err-deref.c:88:31:     'd' is the result of this dev_create() call
err-deref.c:13:31:     dev_create() returns an error pointer here
err-deref.c:105:27: warning: dereference of 'expression', which may be an error pointer
err-deref.c:103:35:     'expression' is the result of this dev_create() call
err-deref.c:13:31:     dev_create() returns an error pointer here
err-deref.c:129:17: warning: dereference of 'd', which may be an error pointer
err-deref.c:122:35:     'd' is the result of this dev_create() call
err-deref.c:13:31:     dev_create() returns an error pointer here
err-deref.c:171:17: warning: dereference of 'd', which may be an error pointer
err-deref.c:162:31:     'd' is the result of this dev_create() call
err-deref.c:13:31:     dev_create() returns an error pointer here
err-deref.c:218:17: warning: dereference of 'd', which may be an error pointer
err-deref.c:211:27:     'd' is the result of this dev_try_harder() call
err-deref.c:200:31:     dev_try_harder() returns an error pointer here
 * check-error-end
 */
