#define safe __attribute__((safe))

extern void *malloc(unsigned long size);

static char *safe alloc_name(void)
{
	return malloc(16);
}

/*
 * check-name: warn-return: an unannotated function's result returned from a safe function
 *
 * check-error-start
warn-return-call-result.c:7:16: warning: returning 'malloc()', not proven non-NULL, from safe 'alloc_name'
 * check-error-end
 */
