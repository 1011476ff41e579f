/* static pointers that may hold something else than NULL: no warning */
struct dev { int id; };

static struct dev *later;		/* assigned in a function further down */
static struct dev *taken;		/* its address is taken */
static struct dev one;
static struct dev *set_once = &one;	/* initialized */
static struct dev *redeclared;		/* initialized where declared again */
static struct dev *volatile hw;		/* volatile: not the file's to know */
static struct dev *tested;		/* NULL, but tested */

int use(void)
{
	return later->id + taken->id + set_once->id + redeclared->id + hw->id;
}

int use_tested(void)
{
	if (!tested)
		return 0;
	return tested->id;
}

void set(struct dev *d)
{
	later = d;
}

struct dev **where(void)
{
	return &taken;
}

static struct dev *redeclared = &one;


/*
 * check-name: a static pointer that something may assign is not taken for NULL
 * check-command: sparse -Wno-decl $file
 */
