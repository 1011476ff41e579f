extern int more(void);
extern int pop(void);
extern void note(void);

/* csp is tested for 0 by two branches, and indexes a local array */
int walk(int v)
{
	unsigned char csp = 0;
	unsigned char stack[10];

	while (more()) {
		if (pop()) {
			if (csp == 0)
				return -2;
			csp--;
			continue;
		}
		if (!csp)
			note();
		if (csp >= 10)
			return -1;
		stack[csp++] = v;
	}
	return stack[0];
}

/*
 * check-name: a count that branches test for 0, widened to index a local array, is no pointer
 * check-command: sparse -Wno-decl -Wsafe $file
 */
