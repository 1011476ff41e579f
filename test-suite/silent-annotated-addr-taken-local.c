#define safe __attribute__((safe))
struct mark { int seq; };
struct rl { int repositioned; };
extern struct mark *get(void);
extern void use(struct mark *m safe);
extern void step(struct mark **mp safe);
void f(struct rl *rl safe)
{
	struct mark *start;

	start = get();
	if (!start)
		return;
	rl->repositioned = 1;	/* store through a pointer: start is reloaded */
	use(start);		/* start was just tested */
	step(&start);		/* start is address-taken */
}

/*
 * check-name: a variable kept in memory keeps what its test said until a store or a call given its address (annotated addr_taken_local.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
