struct item {
	int value;
};

extern struct item *current;
void forget(void);
int forget_and_read(void);

// the bug: forget() leaves current NULL
int forget_and_read(void)
{
	forget();
	return current->value;
}
