struct s { int v; int m; };
void a(int *p)
{
	if (p)
		*p = 1;
	if (p)
		*p = 2;		/* tested again */
}
unsigned long b(void)
{
	return (unsigned long)&((struct s *)0)->m;	/* an offset, not a load */
}
int c(void)
{
	return *(volatile int *)0xfee00000;	/* a device's register */
}
void d(int *p)
{
	*p = 1;
	*p = 2;		/* the same block: the first store goes, nothing is lost */
}

/*
 * check-name: an offset from NULL that is not loaded, a device address, a store killed in its own block: nothing
 * check-command: sparse -Wno-decl $file
 */
