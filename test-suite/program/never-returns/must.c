struct item {
	int value;
};

struct item *find(int key);
void fatal(const char *why);
int must_find(int key);

// fatal() does not return
int must_find(int key)
{
	struct item *it = find(key);

	if (!it)
		fatal("no such key");
	return it->value;
}
