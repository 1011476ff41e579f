#define NULL ((void *)0)

struct node { int type; };
extern struct node *lookup(int key);

int kind(int key)
{
	struct node *n = NULL;
	int found = 0;

	if (key > 0) {
		n = lookup(key);
		if (n)
			found = 1;
	}
	if (!found)
		return -1;
	return n->type;
}

/*
 * check-name: a NULL that a later test of a flag keeps away is not reported
 * check-command: sparse -Wno-decl $file
 */
