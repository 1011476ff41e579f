struct map { struct map *next; long next_sector; };
struct header { long image; int flags; };
struct handle { struct map *maps; struct map *cur; };
extern struct header *hdr;
extern struct map *alloc_map(void);
extern int read_map(long sector, struct map *m);

/*
 * The twin of silent-global-field-tested-again.c: the flags are tested,
 * not the image, which may be 0: the loop may not run, and
 * handle->maps is still NULL.
 */
int get_reader(struct handle *handle)
{
	struct map *last, *tmp;
	long offset;

	if (!hdr->flags)
		return -1;
	handle->cur = (void *)0;
	last = handle->maps = (void *)0;
	offset = hdr->image;
	while (offset) {
		tmp = alloc_map();
		if (!tmp)
			return -1;
		if (!handle->maps)
			handle->maps = tmp;
		if (last)
			last->next = tmp;
		last = tmp;
		if (read_map(offset, tmp))
			return -1;
		offset = tmp->next_sector;
	}
	handle->cur = handle->maps->next;
	return 0;
}

/*
 * check-name: warn: another field of what a global pointer points to, tested, says nothing of the one the loop reads
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-other-field-tested.c:36:35: warning: dereference of 'handle->maps', which may be NULL
warn-global-other-field-tested.c:21:16:     'handle->maps' is NULL from here
 * check-error-end
 */
