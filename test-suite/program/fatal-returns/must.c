struct item {
	int value;
};

struct item *find(int key);
void fatal(const char *why);
int must_find(int key);

// the bug: fatal() returns
int must_find(int key)
{
	struct item *it = find(key);

	if (!it)
		fatal("no such key");
	return it->value;
}
