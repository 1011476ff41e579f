struct sym { int type; struct sym *base; };

static inline int is_fn(struct sym *s)
{
	return s && s->type == 1;
}

int size_of(struct sym *s)
{
	if (is_fn(s))
		return 0;
	return s->type;
}

/*
 * check-name: a test inside an inlined helper is not evidence against its caller
 * check-command: sparse -Wno-decl $file
 */
