#define safe __attribute__((safe))

struct s { int a; int b; char *name; };

extern void take(void *p);

int casts(struct s *safe p)
{
	char *c = (char *)p;
	long l = (long)p;
	struct s *back = (struct s *)l;

	take(c);
	take(back);
	return 0;
}

int arith(int *safe p, int n)
{
	int *q = p + n;
	int *r = q - 1;

	take(r);
	return 0;
}

int masking(struct s *safe p)
{
	struct s *q = (struct s *)((unsigned long)p & ~3UL);

	take(q);
	return 0;
}

int member_address(struct s *safe p)
{
	int *b = &p->b;

	take(b);
	return 0;
}

int seeds(void)
{
	static int x;
	int *addr = &x;
	const char *lit = "literal";
	int *null = 0;

	take(addr);
	take((void *)lit);
	take(null);
	return 0;
}

/*
 * check-name: nullstate: casts, pointer + and -, masking and &p->field keep the value; seeds
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-transfer.c:48:21: warning: Using plain integer as NULL pointer
 * check-error-end
 *
 * check-output-start
casts:
.L0:
	# entry: %arg1=nonnull
	<entry-point>
	store.64    %arg1 -> 0[p]	# p=nonnull %arg1=nonnull
	load.64     %r1 <- 0[p]	# p=nonnull -> %r1=nonnull
	ptrcast.64  %r2 <- (64) %r1	# %r1=nonnull -> %r2=nonnull
	load.64     %r3 <- 0[p]	# p=nonnull -> %r3=nonnull
	call        take, %r2	# %r2=nonnull
	call        take, %r3	# %r3=nonnull
	ret.32      $0


arith:
.L2:
	# entry: %arg1=nonnull
	<entry-point>
	store.64    %arg1 -> 0[p]	# p=nonnull %arg1=nonnull
	load.64     %r10 <- 0[p]	# p=nonnull -> %r10=nonnull
	sext.64     %r12 <- (32) %arg2
	mul.64      %r13 <- %r12, $4
	add.64      %r14 <- %r10, %r13	# %r10=nonnull -> %r14=nonnull
	add.64      %r16 <- %r14, $-4	# %r14=nonnull -> %r16=nonnull
	call        take, %r16	# %r16=nonnull
	ret.32      $0


masking:
.L4:
	# entry: %arg1=nonnull
	<entry-point>
	store.64    %arg1 -> 0[p]	# p=nonnull %arg1=nonnull
	load.64     %r19 <- 0[p]	# p=nonnull -> %r19=nonnull
	and.64      %r21 <- %r19, $-4	# %r19=nonnull -> %r21=nonnull
	call        take, %r21	# %r21=nonnull
	ret.32      $0


member_address:
.L6:
	# entry: %arg1=nonnull
	<entry-point>
	store.64    %arg1 -> 0[p]	# p=nonnull %arg1=nonnull
	load.64     %r25 <- 0[p]	# p=nonnull -> %r25=nonnull
	add.64      %r26 <- %r25, $4	# %r25=nonnull -> %r26=nonnull
	call        take, %r26	# %r26=nonnull
	ret.32      $0


seeds:
.L8:
	# entry: -
	<entry-point>
	call        take, x	# x=nonnull
	call        take, "literal"	# "literal"=nonnull
	call        take, $0
	ret.32      $0


 * check-output-end
 */
