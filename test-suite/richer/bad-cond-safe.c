#define cond_safe(c) __attribute__((cond_safe(c)))

struct bad {
	int n;
	char *name;
	char *p cond_safe(m > 0);
	char *q cond_safe(n + 1);
	int r cond_safe(n);
	char *s cond_safe(name);
	char *t cond_safe(n > x);
};

extern int f(char *buf cond_safe(count), unsigned long len);

static int g(char *b)
{
	return f(b, 1);
}

/*
 * check-name: a cond_safe that is not of the form the man page gives is reported where it is written, and then means nothing
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
bad-cond-safe.c:7:17: warning: cond_safe on 'q': the condition must name an integer member of the same structure (or parameter of the same function), alone or compared with a constant
bad-cond-safe.c:10:17: warning: cond_safe on 't': the condition must name an integer member of the same structure (or parameter of the same function), alone or compared with a constant
bad-cond-safe.c:6:17: warning: cond_safe on 'p': the condition must name an integer member of the same structure
bad-cond-safe.c:8:15: warning: cond_safe on 'r': it is not a pointer
bad-cond-safe.c:9:17: warning: cond_safe on 's': the condition must name an integer member of the same structure
bad-cond-safe.c:13:24: warning: cond_safe on 'buf': the condition must name an integer parameter of the same function
 * check-error-end
 */
