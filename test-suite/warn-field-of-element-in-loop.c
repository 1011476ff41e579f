#define safe __attribute__((safe))
struct bb { int x; };
struct insn { struct bb *bb; };
extern int facts(int *r);
extern int around(struct bb *a safe);
extern struct bb *lookup(int k);

int fills(struct insn **brs safe, int nr)
{
	int i;

	for (i = 0; i < nr; i++) {
		struct insn *br = brs[i];
		int r[8];
		int k, n;

		if (!br || !br->bb)
			continue;
		n = 2;
		for (k = 0; k < n; k++) {
			if (!around(br->bb))
				return 1;
			br->bb = lookup(k);
		}
	}
	return 0;
}

/*
 * check-name: warn: the same loop, where the inner loop stores a lookup's result into the field
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-field-of-element-in-loop.c:21:37: warning: passing 'br->bb', not proven non-NULL, as safe argument 1 of 'around'
warn-field-of-element-in-loop.c:17:29:     'br->bb' is NULL on one side of this test
 * check-error-end
 */
