static int f(const int *q)
{
	__typeof_unqual__(*q) v = *q;
	__typeof_unqual(*q) w = *q;
	typeof(*q) c = *q;

	v = 1;
	w = 2;
	c = 3;
	return v + w + c;
}

static void g(void)
{
	typedef const volatile int cvint;
	__typeof_unqual__(cvint) x = 0;
	__typeof_unqual__(const char *) p = (void *)0;
	const __typeof_unqual__(x) y = 0;

	x = 1;
	p = "pointer to const char: still assignable";
	y = 2;
}

/*
 * check-name: __typeof_unqual__ drops the top-level qualifiers, typeof keeps them
 *
 * check-error-start
typeof-unqual.c:9:9: error: assignment to const expression
typeof-unqual.c:22:9: error: assignment to const expression
 * check-error-end
 */
