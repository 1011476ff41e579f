struct sg { unsigned long page_link; };
struct table { struct sg *sgl; unsigned int orig_nents; };
typedef void (free_fn_t)(struct sg *, unsigned int);
static inline struct sg *sg_chain_ptr(struct sg *sg)
{
	return (struct sg *)(sg->page_link & ~3UL);
}
/*
 * next is NULL only where the chunk is the last: sg_size is then the
 * count left, and the count less it is 0, so the loop ends before sgl,
 * NULL, is used again.
 */
void free_table(struct table *table, unsigned int max_ents,
		unsigned int nents_first_chunk, free_fn_t *free_fn, unsigned int num_ents)
{
	struct sg *sgl, *next;
	unsigned int curr_max_ents = nents_first_chunk ?: max_ents;

	if (!table->sgl)
		return;
	sgl = table->sgl;
	while (num_ents) {
		unsigned int alloc_size = num_ents;
		unsigned int sg_size;

		if (alloc_size > curr_max_ents) {
			next = sg_chain_ptr(&sgl[curr_max_ents - 1]);
			alloc_size = curr_max_ents;
			sg_size = alloc_size - 1;
		} else {
			sg_size = alloc_size;
			next = (void *)0;
		}
		num_ents -= sg_size;
		if (nents_first_chunk)
			nents_first_chunk = 0;
		else
			free_fn(sgl, alloc_size);
		sgl = next;
		curr_max_ents = max_ents;
	}
	table->sgl = (void *)0;
}

/*
 * check-name: silent: a count less a value that the path gave as the count itself is 0 ('sg_size = alloc_size;' with alloc_size the count left)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
