struct sg { unsigned long page_link; };
struct table { struct sg *sgl; unsigned int orig_nents; };
typedef void (free_fn_t)(struct sg *, unsigned int);
static inline struct sg *sg_chain_ptr(struct sg *sg)
{
	return (struct sg *)(sg->page_link & ~3UL);
}
/*
 * The twin of silent-count-less-itself.c: the last chunk leaves one entry
 * (sg_size is the count less one), so the loop goes round again with
 * sgl NULL.
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
			sg_size = alloc_size - 1;
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
 * check-name: warn: a count less a value other than itself may be left non-zero, and the loop goes round with the NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-count-less-other.c:6:32: warning: dereference of 'sgl', which may be NULL
warn-count-less-other.c:32:33:     'sgl' is NULL from here
 * check-error-end
 */
