struct item {
	int value;
};

struct item *current;
void forget(void);

// leaves current NULL
void forget(void)
{
	current = (void *)0;
}
