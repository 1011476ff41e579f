#define safe __attribute__((safe))
struct attrset { struct attrset *next, *prev; int len; char attrs[0]; };
static int attr_cmp(const char *a safe, const char *b safe, int n);

static int find(struct attrset ***setpp safe, const char *key safe, int keynum)
{
	struct attrset **setp safe;
	struct attrset *set;

	if (!*setpp)
		return -1;
	setp = *setpp;
	set = *setp;
	if (!set)
		return -1;
	while (set->next &&
	       attr_cmp(set->next->attrs, key, keynum) <= 0) {
		setp = &set->next;
		set = *setp;
	}
	*setpp = setp;
	return set->len;
}

static int attr_cmp(const char *a safe, const char *b safe, int n)
{
	return a[0] - b[0] + n;
}

int user(struct attrset ***s safe)
{
	return find(s, "k", 0);
}

/*
 * check-name: silent: 'setp = &set->next; set = *setp;' after a test of 'set->next': the load through the address is the field tested
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
