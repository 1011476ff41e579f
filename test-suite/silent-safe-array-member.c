#define safe __attribute__((safe))

/* an array member of safe pointers: each element is safe, as a global array's are */
struct list {
	int nr;
	struct list *safe next;
	int *safe entry[13];
	struct { int *safe slot[2]; } inner;
};

int sum(struct list *safe l, int i)
{
	int *p = l->entry[i];

	return *p + *l->next->entry[0] + *l->inner.slot[1];
}

void put(struct list *safe l, int i, int *safe v)
{
	l->entry[i] = v;
}

/*
 * check-name: silent: the elements of an array member of safe pointers are safe, in a nested structure too
 * check-command: sparse -Wsafe -Wno-decl $file
 */
