#define unlikely(x)	__builtin_expect(!!(x), 0)

struct node { int val; };

void warn(void);

int first(struct node *n)
{
	if (unlikely(!n))
		warn();
	return n->val;
}

/*
 * check-name: nullstate: what an unlikely arm says may be NULL is unknown after it
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
first:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L2, .L1	# %arg1=unknown

.L1:
	# entry (unlikely): %arg1=null
	call        warn
	br          .L2

.L2:
	# entry: %arg1=unknown
	load.32     %r8 <- 0[%arg1]	# %arg1=unknown
	ret.32      %r8


 * check-output-end
 */
