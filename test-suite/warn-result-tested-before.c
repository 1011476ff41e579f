#define NULL ((void *)0)
struct skb { struct skb *next; int seq, len, stamp; };
struct sock { struct skb *queue; };
/* the sockets come from sock_of(): whether one holds seq is this file's to know */
extern struct sock *sock_of(int id);

/* the buffer that holds seq, or NULL where the queue has none */
static struct skb *recv_skb(struct sock *sk, int seq)
{
	struct skb *skb;

	for (skb = sk->queue; skb; skb = skb->next)
		if (seq - skb->seq < skb->len)
			return skb;
	return NULL;
}

int read_some(int id, int seq)
{
	struct skb *skb;

	while ((skb = recv_skb(sock_of(id), seq)) != NULL)
		seq += skb->len;
	return seq;
}

int peek(int id, int seq)
{
	struct skb *skb = recv_skb(sock_of(id), seq);

	if (!skb)
		return -1;
	return skb->len;
}

/* the callers keep seq inside the queue: skb was tested for what it held before */
int leftover(int id, struct skb *skb, int seq)
{
	if (skb)
		return seq - skb->seq;
	skb = recv_skb(sock_of(id), seq);
	return skb->stamp;
}

int zerocopy(int id, struct skb *skb, int seq)
{
	if (skb)
		skb = skb->next;
	else
		skb = recv_skb(sock_of(id), seq);
	return skb->stamp;
}

/*
 * check-name: warn: a result of a function of the file given to a variable that was tested only before, for what it held then: two calls test the result, two leave it untested, and those are reported
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-tested-before.c:42:19: warning: dereference of 'skb', which may be NULL
warn-result-tested-before.c:15:16:     'skb' is NULL where recv_skb() returns this
warn-result-tested-before.c:51:19: warning: dereference of 'skb', which may be NULL
warn-result-tested-before.c:15:16:     'skb' is NULL where recv_skb() returns this
 * check-error-end
 */
