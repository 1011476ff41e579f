struct item {
	int value;
};

static struct item fallback;
struct item *current;
void forget(void);

// current falls back to an item of its own
void forget(void)
{
	current = &fallback;
}
