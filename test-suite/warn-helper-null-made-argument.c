#define NULL ((void *)0)
struct work { long data; };
struct pool { int id; };
struct skb { struct skb *next; int seq, len; };
struct sock { struct skb *queue; };
extern struct work *next_work(void);
extern struct sock *sock_of(int id);
extern int ready(void);

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

/* NULL where the work says so, or where it is not ready: its own NULL */
static struct pool *ready_pool(struct work *w)
{
	if (!ready())
		return NULL;
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

int has_ready(struct work *w)
{
	if (!ready_pool(w))
		return 0;
	return 1;
}

/*
 * The same helpers, given what these callers make themselves (another
 * call's result, a zeroed local, a global, a constant), or one that
 * returns a NULL of its own: the NULL is theirs, and each is reported.
 */
int run(void)
{
	return pool_of(next_work())->id;
}

int run_idle(void)
{
	struct work idle = { 0 };

	return pool_of(&idle)->id;
}

static struct sock listener;

int leftover(int seq)
{
	int n = recv_skb(&listener, seq)->len;

	return n + recv_skb(sock_of(seq), seq)->len;
}

int last(void)
{
	return pool_nr(4)->id;
}

int run_pool(void)
{
	return work_pool(next_work())->id;
}

int run_ready(struct work *w)
{
	return ready_pool(w)->id;
}

/*
 * check-name: warn: a NULL that a function of the file returns where what its caller gives says so, given what the caller makes itself (a call's result, a local, a global, a constant), or one the function makes itself besides
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-helper-null-made-argument.c:95:36: warning: dereference of 'pool_of()', which may be NULL
warn-helper-null-made-argument.c:15:16:     'pool_of()' is NULL where pool_of() returns this
warn-helper-null-made-argument.c:102:30: warning: dereference of 'pool_of()', which may be NULL
warn-helper-null-made-argument.c:15:16:     'pool_of()' is NULL where pool_of() returns this
warn-helper-null-made-argument.c:109:41: warning: dereference of 'recv_skb()', which may be NULL
warn-helper-null-made-argument.c:26:16:     'recv_skb()' is NULL where recv_skb() returns this
warn-helper-null-made-argument.c:111:47: warning: dereference of 'recv_skb()', which may be NULL
warn-helper-null-made-argument.c:26:16:     'recv_skb()' is NULL where recv_skb() returns this
warn-helper-null-made-argument.c:116:26: warning: dereference of 'pool_nr()', which may be NULL
warn-helper-null-made-argument.c:34:24:     'pool_nr()' is NULL where pool_nr() returns this
warn-helper-null-made-argument.c:121:38: warning: dereference of 'work_pool()', which may be NULL
warn-helper-null-made-argument.c:41:24:     'work_pool()' is NULL where work_pool() returns this
warn-helper-null-made-argument.c:126:29: warning: dereference of 'ready_pool()', which may be NULL
warn-helper-null-made-argument.c:48:24:     'ready_pool()' is NULL where ready_pool() returns this
 * check-error-end
 */
