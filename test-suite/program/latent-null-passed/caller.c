struct item;

int describe(struct item *it);
int describe_none(void);

// the bug: describe() reads what it is given after its test
int describe_none(void)
{
	return describe((void *)0);
}
