static int f(int *_Nonnull p, int *_Nullable q, int *_Null_unspecified r)
{
	return *p + *q + *r;
}

/*
 * check-name: with -Wno-safe, the nullability qualifiers are accepted and say nothing
 * check-command: sparse -Wno-safe $file
 */
