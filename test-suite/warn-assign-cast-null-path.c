#define safe __attribute__((safe))

extern void use(int *safe p);

static void pass(int *p)
{
	if (p)
		return;
	use((int *safe)p);
}

/*
 * check-name: warn-assign: a pointer known NULL cast to a safe pointer
 *
 * check-error-start
warn-assign-cast-null-path.c:9:24: warning: cast of 'p', which may be NULL, to a safe pointer
warn-assign-cast-null-path.c:7:13:     'p' is NULL on one side of this test
 * check-error-end
 */
