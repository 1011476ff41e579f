struct item {
	int value;
};

extern struct item *current;
void forget(void);
int forget_and_read(void);

// forget() leaves current set
int forget_and_read(void)
{
	forget();
	return current->value;
}
