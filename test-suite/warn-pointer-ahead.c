/*
 * The twin of silent-pointer-ahead.c: the distance may be 0, and the
 * pointer left NULL reaches its use, where the scan starts at the start
 * itself ('e = s'), where a pass may move it back ('e += step', a step of
 * either sign), where the start moves on each pass too ('s += 2', the
 * scan made from it before the loop), where the bound may make it 0
 * ('run > 200 ? 0 : run'), where it is kept in 16 bits, which a
 * distance of 65,536 fills with 0, and where the two are integers, which
 * wrap round ('e += 0xfffffffc' makes 'e - base' 0).
 */
struct item {
	int len;
};

extern const struct item *lookup(const char *s);

int at_start(const char *s, int quoted);
int at_start(const char *s, int quoted)
{
	const struct item *it = (void *)0;
	unsigned int n = 0;

	if (quoted) {
		const char *e = s;

		while (*e && *e != '"')
			e++;
		n = e - s;
	} else {
		it = lookup(s);
		if (!it)
			return -1;
	}
	if (n)
		return n;
	return it->len;
}

int either_sign(const char *s, int quoted, int step);
int either_sign(const char *s, int quoted, int step)
{
	const struct item *it = (void *)0;
	unsigned int n = 0;

	if (quoted) {
		const char *e = s + 1;

		while (*e && *e != '"')
			e += step;
		n = e - s;
	} else {
		it = lookup(s);
		if (!it)
			return -1;
	}
	if (n)
		return n;
	return it->len;
}

int start_moves(const char *s, int quoted);
int start_moves(const char *s, int quoted)
{
	const struct item *it = (void *)0;
	unsigned int n = 0;

	if (quoted) {
		const char *e = s + 1;

		while (*e && *e != '"') {
			e++;
			s += 2;
		}
		n = e - s;
	} else {
		it = lookup(s);
		if (!it)
			return -1;
	}
	if (n)
		return n;
	return it->len;
}

int bound_zero(const char *s, int quoted);
int bound_zero(const char *s, int quoted)
{
	const struct item *it = (void *)0;
	unsigned int n = 0;

	if (quoted) {
		const char *e = s + 1;

		while (*e && *e != '"')
			e++;
		n = e - s;
		n = n > 200 ? 0 : n;
	} else {
		it = lookup(s);
		if (!it)
			return -1;
	}
	if (n)
		return n;
	return it->len;
}

int short_length(const char *s, int quoted);
int short_length(const char *s, int quoted)
{
	const struct item *it = (void *)0;
	unsigned short n = 0;

	if (quoted) {
		const char *e = s + 1;

		while (*e && *e != '"')
			e++;
		n = e - s;
	} else {
		it = lookup(s);
		if (!it)
			return -1;
	}
	if (n)
		return n;
	return it->len;
}

int integer_wraps(unsigned int base, int quoted, int wrap);
int integer_wraps(unsigned int base, int quoted, int wrap)
{
	const struct item *it = (void *)0;
	unsigned int n = 0;

	if (quoted) {
		unsigned int e = base + 4;

		while (wrap--)
			e += 0xfffffffcu;
		n = e - base;
	} else {
		it = lookup("");
		if (!it)
			return -1;
	}
	if (n)
		return n;
	return it->len;
}

/*
 * check-name: warn: a scan's distance that may be 0 (from the start itself, moved back, from a start that moves, bounded to 0, kept in 16 bits, integers that wrap)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-pointer-ahead.c:36:18: warning: dereference of 'it', which may be NULL
warn-pointer-ahead.c:20:34:     'it' is NULL from here
warn-pointer-ahead.c:58:18: warning: dereference of 'it', which may be NULL
warn-pointer-ahead.c:42:34:     'it' is NULL from here
warn-pointer-ahead.c:82:18: warning: dereference of 'it', which may be NULL
warn-pointer-ahead.c:64:34:     'it' is NULL from here
warn-pointer-ahead.c:105:18: warning: dereference of 'it', which may be NULL
warn-pointer-ahead.c:88:34:     'it' is NULL from here
warn-pointer-ahead.c:127:18: warning: dereference of 'it', which may be NULL
warn-pointer-ahead.c:111:34:     'it' is NULL from here
warn-pointer-ahead.c:149:18: warning: dereference of 'it', which may be NULL
warn-pointer-ahead.c:133:34:     'it' is NULL from here
 * check-error-end
 */
