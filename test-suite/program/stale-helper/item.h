struct item {
	int value;
};

struct item *lookup(int key);
int value_of(int key);
int value_or_zero(int key);
