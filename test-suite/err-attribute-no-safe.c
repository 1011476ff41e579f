struct clk;

extern struct clk *clk_get(const char *name) __attribute__((err_ptr));

/*
 * check-name: err_ptr is unknown to stock, and so with the checks off
 * check-command: sparse -Wno-safe -Wunknown-attribute $file
 *
 * check-error-start
err-attribute-no-safe.c:3:61: warning: unknown attribute 'err_ptr'
 * check-error-end
 */
