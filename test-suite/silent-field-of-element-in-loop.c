#define safe __attribute__((safe))
struct bb { int x; };
struct insn { struct bb *bb; };
extern int facts(int *r);
extern int around(struct bb *a safe);

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
		}
	}
	return 0;
}

/*
 * check-name: silent: 'br = brs[i]; if (!br->bb) continue;' then an inner loop's use of 'br->bb': the field's fact lives though the element's address is dead
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
