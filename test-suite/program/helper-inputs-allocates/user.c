#include "item.h"

// get_item() returns NULL only for a key its caller gives: the caller's
// own key leaves the NULL to its callers, through the database as in
// one run
int value_of(int key)
{
	return get_item(key)->value;
}

// the bug: a key made here, outside the table
int first_value(void)
{
	return get_item(-1)->value;
}
