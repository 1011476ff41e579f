extern int more(void); extern void *find(void);
extern int pop(void);
extern void note(void);

/* the same count indexes an array that may be NULL: the array is what is reported */
int walk(int v)
{	unsigned char *stack = find();
	unsigned char csp = 0;

	if (!stack)
		note();

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
	return 0;
}

/*
 * check-name: the same count indexes an array that may be NULL: still reported
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
warn-counter-index.c:24:22: warning: dereference of 'stack', which may be NULL
warn-counter-index.c:10:14:     'stack' is NULL on one side of this test
 * check-error-end
 */
