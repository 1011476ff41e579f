struct s { int v, w; };
void use(struct s *p);

static int value(struct s *p)
{
	return p ? p->v : 0;
}

static void set(struct s *p, int k)
{
	if (p) {
		p->v = k;
		use(p);
	}
}

static int both(struct s *p)
{
	if (!p)
		return 0;
	return p->v + p->w;
}

/*
 * check-name: silent: a tested parameter used only where its test guards it
 */
