struct map { struct map *next; long next_sector; };
struct header { long image; int flags; };
struct handle { struct map *maps; struct map *cur; };
extern struct header *hdr;
extern struct map *alloc_map(void);
extern int read_map(long sector, struct map *m);

/*
 * The header's image is tested, then read again through the global
 * pointer loaded again (stores through the handle between): the same
 * field, the same test.  The loop runs, and sets handle->maps.
 */
int get_reader(struct handle *handle)
{
	struct map *last, *tmp;
	long offset;

	if (!hdr->image)
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
 * check-name: silent: a field of what a global pointer points to, tested and then read again through the pointer loaded again, is the same test
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
