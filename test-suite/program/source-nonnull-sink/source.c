struct item {
	int value;
};

struct item *no_item(void);

static struct item the_item;

// the one item there is
struct item *no_item(void)
{
	return &the_item;
}
