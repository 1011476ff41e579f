struct flow { int daddr; };
struct skb { int hash; };
extern void note(const char *what);

static int hash_of(const struct skb *skb, const struct flow *fl)
{
	if (!fl)
		note("no flow");
	if (skb)
		return skb->hash;
	return fl->daddr;
}

int input_hash(const struct skb *skb)
{
	return hash_of(skb, (void *)0);
}

/*
 * check-name: silent: a latent NULL that needs more of the callers than the NULL (here, no skb) is not reported at a caller that passes only the NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
