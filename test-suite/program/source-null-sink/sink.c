struct item {
	int value;
};

struct item *no_item(void);
int sink(void);

// the bug: no_item() returns NULL, always
int sink(void)
{
	struct item *it = no_item();

	return it->value;
}
