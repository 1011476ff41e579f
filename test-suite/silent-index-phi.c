extern int more(void);
extern unsigned char next(void);
extern void note(void);

/* i is at times a count that two branches test: the phi of i is followed, and indexes an array */
int fill(int v)
{
	unsigned char i = 0, t;
	unsigned char ring[10];

	while (more()) {
		ring[i] = v;
		t = next();
		if (!t)
			note();
		if (t && t < 10)
			i = t;
	}
	return ring[0];
}

/*
 * check-name: an integer phi that the solver follows, indexing a local array, is no pointer
 * check-command: sparse -Wno-decl -Wsafe $file
 */
