/*
 * A length taken as the distance a scan went from where it started,
 * where it started past the start ('e = s + 1', 'ir = ip + 4') and went
 * only forward ('e++', 'ir += 8', 'ir += __builtin_ctzll(v) >> 3'),
 * however often its loops went round: the length is above 0, and the
 * pointer left NULL on that side is used only where it is 0.  A length
 * kept to a bound ('if (run > 200) run = 200;', a select) is still above
 * 0.  (lib/lzo/lzo1x_compress.c's run of zero bytes.)
 */
struct item {
	int len;
};

extern const struct item *lookup(const char *s);
extern unsigned int get32(const unsigned char *p);
extern unsigned long long get64(const unsigned char *p);

int token(const char *s, int quoted);
int token(const char *s, int quoted)
{
	const struct item *it = (void *)0;
	unsigned int n = 0;

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

int bounded(const char *s, int quoted);
int bounded(const char *s, int quoted)
{
	const struct item *it = (void *)0;
	unsigned int n = 0;

	if (quoted) {
		const char *e = s + 1;

		while (*e && *e != '"')
			e++;
		n = e - s;
		n = n > 200 ? 200 : n;
	} else {
		it = lookup(s);
		if (!it)
			return -1;
	}
	if (n)
		return n;
	return it->len;
}

int compress(const unsigned char *in, unsigned long in_len, unsigned char *op, int zeros);
int compress(const unsigned char *in, unsigned long in_len, unsigned char *op, int zeros)
{
	const unsigned char *ip = in;
	const unsigned char *ip_end = in + in_len - 20;
	const unsigned int *dict = (const unsigned int *)op;

	for (;;) {
		const unsigned char *m_pos = (void *)0;
		unsigned int dv, run_length = 0;

		ip += 1;
		if (ip >= ip_end)
			break;
		dv = get32(ip);
		if (dv == 0 && zeros) {
			const unsigned char *ir = ip + 4;
			const unsigned char *limit = ip_end < ip + 200 ? ip_end : ip + 200;

			for (; ir + 8 <= limit; ir += 8) {
				unsigned long long d = get64(ir);

				if (d) {
					ir += __builtin_ctzll(d) >> 3;
					break;
				}
			}
			while (ir < limit && *ir == 0)
				ir++;
			run_length = ir - ip;
			if (run_length > 200)
				run_length = 200;
		} else {
			m_pos = in + dict[(dv * 0x1824429d) >> 20];
			if (dv != get32(m_pos))
				continue;
		}
		if (run_length) {
			op += run_length;
			continue;
		}
		*op++ = *m_pos;
	}
	return 0;
}

/*
 * check-name: silent: a scan's distance from a start it began past, moving only forward, is above 0
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
