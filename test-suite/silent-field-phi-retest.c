/*
 * 'if (!rl->header) rl->header = mark_new(); if (rl->header) { ... }':
 * where the two ways meet, the field holds the phi of what each stored
 * or read, and the second test, of that phi, proves the field; a call
 * after it keeps a proof of memory the file does not own.
 */
#define safe __attribute__((safe))
struct mark { int seq; };
struct rl { struct mark *header; int n; };
struct pane { struct rl *data safe; };
struct mark *mark_new(void);
void measure(struct mark *m safe);

static void vset(struct mark *m safe, int n)
{
	m->seq = n;
}

void refresh(struct pane *p safe, const char *hdr)
{
	struct rl *rl = p->data;

	if (!hdr)
		return;
	if (!rl->header)
		rl->header = mark_new();
	if (rl->header) {
		vset(rl->header, rl->n);
		measure(rl->header);
	}
}

/*
 * check-name: a field that each way into a block holds a phi's source of is proven by a test of the phi
 * check-command: sparse -Wno-decl $file
 */
