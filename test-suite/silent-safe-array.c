#define safe __attribute__((safe))

struct pane { int depth; };

static struct pane *safe slots[4];

static int depth_at(int i)
{
	return slots[i]->depth;
}

/*
 * check-name: silent: an element of an array of safe pointers is dereferenced silently in strict mode
 * check-command: sparse -Wsafe $file
 */
