#define NULL ((void *)0)
struct work { long data; };
struct pool { int id; };
struct skb { struct skb *next; int seq, len; };
struct sock { struct skb *queue; };

/* NULL where what the caller gives says so: a flag of the work */
static struct pool *pool_of(struct work *w)
{
	if (w->data & 1)
		return (struct pool *)(w->data & ~1L);
	return NULL;
}

/* ... the end of the caller's queue */
static struct skb *recv_skb(struct sock *sk, int seq)
{
	struct skb *skb;

	for (skb = sk->queue; skb; skb = skb->next)
		if (seq - skb->seq < skb->len)
			return skb;
	return NULL;
}

/* ... a key out of range */
static struct pool pools[4];
static struct pool *pool_nr(int k)
{
	if (k < 0 || k >= 4)
		return NULL;
	return &pools[k];
}

/* ... and a wrapper given it by its own caller */
static struct pool *work_pool(struct work *w)
{
	return pool_of(w);
}

/* each caller tests one: the file expects the NULL */
int try_grab(struct work *w)
{
	struct pool *p = pool_of(w);

	return p ? p->id : -1;
}

int peek(struct sock *sk, int seq)
{
	struct skb *skb = recv_skb(sk, seq);

	return skb ? skb->len : 0;
}

int has(int k)
{
	if (!pool_nr(k))
		return 0;
	return 1;
}

int has_pool(struct work *w)
{
	if (!work_pool(w))
		return 0;
	return 1;
}

/*
 * The NULL each returns is decided by what its caller gives it, and
 * these callers give what they are given (a queued work, a sequence
 * number the queue holds, a key in range): their callers decide, not
 * they.
 */
int run(struct work *w)
{
	return pool_of(w)->id;
}

int leftover(struct sock *sk, int seq)
{
	return recv_skb(sk, seq + 1)->len;
}

int by_nr(struct work *w)
{
	return pool_nr(w->data >> 1)->id;
}

int run_pool(struct work *w)
{
	return work_pool(w)->id;
}

/*
 * check-name: silent: a NULL that a function of the file returns only where what its caller gives says so (a flag of a parameter, the end of a list given, a key out of range), used untested by a caller that gives what it is given: latent, its callers decide
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
