struct item {
	int value;
};

struct item *lookup(int key);
int value_of(int key);
int other_value(int key);
