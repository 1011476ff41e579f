#define safe __attribute__((safe))
extern char *safe make_word(void);
extern char *convert(const char *s safe);
extern void step(void);
extern void free(void *p);

static char *safe word(void)
{
	static char *last = (void *)0;
	char *cvt;

	free(last);
	last = (void *)0;
	last = make_word();
	cvt = convert(last);
	if (cvt) {
		free(last);
		last = cvt;
	}
	step();
	return last;
}

/*
 * check-name: silent: a static function's own static, set non-NULL, is kept across calls of another file's functions
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
