/*
 * A local whose address is kept in another local (setp = &set), and
 * that one's address given to a function: a call given neither address
 * cannot change the local, so what was stored in it holds.
 */
#define safe __attribute__((safe))
struct set { struct set *next; int len; char attrs[8]; };
int find(struct set ***setp, int *off);
unsigned long measure(const char *s);
void use(struct set *s safe);

int next_key(struct set *set)
{
	struct set **setp = &set;
	int off = 0;
	int cmp = find(&setp, &off);

	if (cmp < 0)
		return 0;
	set = (struct set *safe)*setp;
	off += measure(set->attrs + off);
	use(set);
	return off;
}

/*
 * check-name: a local whose address is kept only in another kept local survives a call given neither
 * check-command: sparse -Wno-decl $file
 */
