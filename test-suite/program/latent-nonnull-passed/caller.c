struct item {
	int value;
};

int describe(struct item *it);
int describe_one(void);

// given an item, describe() reads it
int describe_one(void)
{
	struct item one = { 1 };

	return describe(&one);
}
