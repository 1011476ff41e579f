struct item;

struct item *no_item(void);

// there is never an item
struct item *no_item(void)
{
	return (void *)0;
}
