#define safe __attribute__((safe))

static const char *safe name_of(int kind)
{
	static const char unknown[] = "?";

	if (kind == 0)
		return "zero";
	if (kind == 1)
		return "one";
	return unknown;
}

/*
 * check-name: silent: a safe function returning string literals and an array
 */
