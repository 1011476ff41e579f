/* the address of a label outside a function, after a function has ended */
int f(void)
{
	return 0;
}

void *i = &&p;
void *j = &&p;

/*
 * check-name: robust: the address of a label outside a function, after one, is an error, not a crash (sparse 0.6.4 crashes)
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
robust-label-address-after-function.c:2:5: warning: symbol 'f' was not declared. Should it be static?
robust-label-address-after-function.c:7:11: error: label 'p' was not declared
robust-label-address-after-function.c:8:11: error: label 'p' was not declared
 * check-error-end
 */
