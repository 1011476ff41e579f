struct item {
	int value;
};

int show(struct item *it);

// dereferences its parameter before any test of it
int show(struct item *it)
{
	return it->value * 2;
}
