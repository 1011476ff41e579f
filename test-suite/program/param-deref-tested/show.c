struct item {
	int value;
};

int show(struct item *it);

// NULL is allowed: it shows nothing
int show(struct item *it)
{
	if (!it)
		return 0;
	return it->value * 2;
}
