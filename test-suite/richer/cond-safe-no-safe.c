struct buf {
	unsigned long len;
	char *text __attribute__((cond_safe(len > 0)));
};

/*
 * check-name: cond_safe is unknown to stock, and so with the checks off
 * check-command: sparse -Wno-safe -Wunknown-attribute $file
 *
 * check-error-start
cond-safe-no-safe.c:3:35: warning: unknown attribute 'cond_safe'
 * check-error-end
 */
