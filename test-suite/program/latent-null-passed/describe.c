struct item {
	int value;
};

int describe(struct item *it);

// a NULL item is counted, then read all the same
int describe(struct item *it)
{
	int counted = 0;

	if (it)
		counted = 1;
	return counted + it->value;
}
