struct item {
	int value;
};

struct item *no_item(void);
int sink(void);

// no_item() returns its item
int sink(void)
{
	struct item *it = no_item();

	return it->value;
}
