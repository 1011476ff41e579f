/* the other file of silent-summary-other-file.c: a function that returns NULL */
int ready;
int *lookup(int key);

int *lookup(int key)
{
	static int slot[4];

	if (!ready)
		return (int *)0;
	return &slot[key & 3];
}
