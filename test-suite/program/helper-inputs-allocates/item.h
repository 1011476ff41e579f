#include <stdlib.h>
struct item {
	int value;
};
struct item *get_item(int key);
int value_of(int key);
