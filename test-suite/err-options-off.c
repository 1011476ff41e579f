#include "err.h"

struct res { int size; };
extern struct res *res_find(int id);
extern struct res *res_alloc(void);

static struct res *res_get(int id)
{
	struct res *r = res_alloc();

	return r ? r : ERR_PTR(-ENOMEM);
}

static struct res *res_lookup(int id)
{
	return id > 0 ? res_find(id) : (void *)0;
}

int size_of(int id)
{
	return res_get(id)->size;
}

int size_tested(int id)
{
	struct res *r = res_get(id);

	if (!r)
		return 0;
	return r->size;
}

int size_found(int id)
{
	struct res *r = res_lookup(id);

	if (IS_ERR(r))
		return 0;
	return r->size;
}

int inverted(int id)
{
	struct res *r = res_find(id);

	if (!IS_ERR(r))
		return PTR_ERR(r);
	return 0;
}

/*
 * check-name: -Wno-err-deref, -Wno-err-null-test, -Wno-err-is-err and -Wno-err-ptr-err turn the error-pointer checks off
 * check-command: sparse -Wno-decl -Wno-err-deref -Wno-err-null-test -Wno-err-is-err -Wno-err-ptr-err $file
 *
 * check-error-start
 * check-error-end
 */
