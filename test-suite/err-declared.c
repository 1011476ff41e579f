#include "err.h"

#ifdef __CHECKER__
#define __err_ptr	__attribute__((err_ptr))
#else
#define __err_ptr
#endif

struct clk { int rate; };

// another file's: an error pointer when it fails, never NULL
extern struct clk *clk_get(const char *name) __err_ptr;
// ... and one that may return NULL too
extern struct clk *_Nullable clk_get_optional(const char *name) __err_ptr;
// ... and one the declarations say nothing of
extern struct clk *clk_find(const char *name);

int rate(const char *name)
{
	struct clk *c = clk_get(name);

	if (!c)
		return -ENOENT;
	return c->rate;
}

int rate_checked(const char *name)
{
	struct clk *c = clk_get(name);

	if (IS_ERR(c))
		return PTR_ERR(c);
	return c->rate;
}

int rate_optional(const char *name)
{
	struct clk *c = clk_get_optional(name);

	if (!c)
		return 0;
	return c->rate;
}

int rate_optional_checked(const char *name)
{
	struct clk *c = clk_get_optional(name);

	if (IS_ERR_OR_NULL(c))
		return 0;
	return c->rate;
}

int rate_found(const char *name)
{
	struct clk *c = clk_find(name);

	if (!c)
		return 0;
	return c->rate;
}

/*
 * check-name: err_ptr: a function of another file declared to return error pointers
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
err-declared.c:22:14: warning: 'c' is tested for NULL, but clk_get() returns an error pointer, not NULL, when it fails: test it with IS_ERR()
err-declared.c:12:19:     clk_get() is declared err_ptr: it returns error pointers
err-declared.c:24:17:     the error pointer is used here
err-declared.c:42:17: warning: dereference of 'c', which may be an error pointer
err-declared.c:38:41:     'c' is the result of this clk_get_optional() call
err-declared.c:14:19:     clk_get_optional() is declared err_ptr: it returns error pointers
 * check-error-end
 */
