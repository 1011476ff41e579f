/*
 * An 'if' that sets a pointer and a flag together, which sparse makes
 * two selects on one condition: the walk takes their sides together, as
 * it takes a branch's, so that where the pointer keeps its NULL the flag
 * keeps its first value.  A found flag, an index, a best value, and a
 * search whose loop also stops on the flag.
 */
struct item {
	int key;
	int val;
};

int flag(int *a, int n)
{
	int *hit = (void *)0, found = 0;
	int i;

	for (i = 0; i < n; i++)
		if (a[i] == 42) {
			hit = &a[i];
			found = 1;
		}
	return found ? *hit : -1;
}

int index_of(struct item *items, int n, int key)
{
	struct item *hit = (void *)0;
	int idx = -1, i;

	for (i = 0; i < n; i++)
		if (items[i].key == key) {
			hit = &items[i];
			idx = i;
		}
	if (idx < 0)
		return -1;
	return hit->val;
}

int best(struct item *items, int n)
{
	struct item *best = (void *)0;
	int bestv = -1, i;

	for (i = 0; i < n; i++)
		if (items[i].val > bestv) {
			bestv = items[i].val;
			best = &items[i];
		}
	if (bestv < 0)
		return -1;
	return best->key;
}

int stops(int *a, int n)
{
	int *hit = (void *)0, found = 0, i = 0;

	while (i < n && !found) {
		if (a[i] == 42) {
			hit = &a[i];
			found = 1;
		}
		i++;
	}
	return found ? *hit : -1;
}

/*
 * check-name: silent: a pointer and a flag an 'if' sets together, made selects
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
