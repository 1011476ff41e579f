#include "err.h"

struct clk { int rate; };
extern struct clk *clk_get(const char *name);
extern int clk_enable(struct clk *c);

int enable_inverted(const char *name)
{
	struct clk *c = clk_get(name);

	if (!IS_ERR(c))
		return PTR_ERR(c);
	return clk_enable(c);
}

long enable_inverted_long(const char *name)
{
	struct clk *c = clk_get(name);

	if (IS_ERR(c))
		return clk_enable(c);
	return PTR_ERR(c);
}

int enable(const char *name)
{
	struct clk *c = clk_get(name);

	if (IS_ERR(c))
		return PTR_ERR(c);
	return clk_enable(c);
}

int enable_through_out(const char *name)
{
	struct clk *c = clk_get(name);
	int ret;

	ret = PTR_ERR(c);
	if (IS_ERR(c))
		goto out;
	ret = clk_enable(c);
out:
	return ret;
}

int rate_or_error(const char *name)
{
	struct clk *c = clk_get(name);

	return IS_ERR(c) ? PTR_ERR(c) : c->rate;
}

long enable_either(const char *name, const char *other)
{
	struct clk *c = clk_get(name);

	if (!IS_ERR(c))
		goto out;
	c = clk_get(other);
out:
	if (IS_ERR(c))
		return PTR_ERR(c);
	return clk_enable(c);
}

/*
 * check-name: err-ptr-err: PTR_ERR() of a pointer that IS_ERR() found valid, returned as an error code
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
err-ptr-err.c:12:31: warning: PTR_ERR() of 'clk_get()', which IS_ERR() found not to be an error pointer, is returned as an error code
err-ptr-err.c:11:20:     'clk_get()' is not an error pointer on one side of this test
err-ptr-err.c:22:23: warning: PTR_ERR() of 'clk_get()', which IS_ERR() found not to be an error pointer, is returned as an error code
err-ptr-err.c:20:19:     'clk_get()' is not an error pointer on one side of this test
 * check-error-end
 */
