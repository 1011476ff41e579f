int foo(const int *q);
int foo(const int *q)
{
	__typeof_unqual__(*q) v = *q;

	return v;
}

/*
 * check-name: the kernel's scripts/checker-valid.sh test is accepted
 */
