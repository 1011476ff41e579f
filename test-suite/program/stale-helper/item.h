struct item {
	int value;
};

struct item *new_item(int value);
int value_of(int key);
int value_or_zero(int key);
