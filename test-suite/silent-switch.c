#define safe __attribute__((safe))

struct pane { int depth; };

static int depth(struct pane *p, int mode)
{
	if (!p)
		return -1;
	switch (mode) {
	case 0:
		return p->depth;
	case 1:
		return p->depth + 1;
	default:
		break;
	}
	return 0;
}

/*
 * check-name: silent: a pointer tested before a switch stays proven in every case, even in strict mode
 * check-command: sparse -Wsafe $file
 */
