/*
 * The note at a test names what the test tests: the value reported is
 * computed from it ('&p->val', a cast of it), and is not itself tested.
 */
#define safe __attribute__((safe))
struct item { int key; int val; };
struct box { struct item *item; };

int member(struct box *b safe)
{
	int *v = &b->item->val;

	if (!b->item)
		return *v;
	return 0;
}

int cast(struct item *it)
{
	char *bytes = (char *)it;

	if (it)
		return 0;
	return bytes[1];
}

int itself(struct item *it)
{
	if (!it)
		return it->key;
	return 0;
}

/*
 * check-name: a note at a test names the value the test tests
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-note-names-tested.c:14:24: warning: dereference of 'v', which may be NULL
warn-note-names-tested.c:13:14:     'b->item' is NULL on one side of this test
warn-note-names-tested.c:24:21: warning: dereference of 'bytes', which may be NULL
warn-note-names-tested.c:22:13:     'it' is NULL on one side of this test
warn-note-names-tested.c:30:26: warning: dereference of 'it', which may be NULL
warn-note-names-tested.c:29:14:     'it' is NULL on one side of this test
 * check-error-end
 */
