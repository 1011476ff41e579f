/* the address of a label outside any function */
static void *labels[] = { &&one, &&two };
void *label = &&three;

/*
 * check-name: robust: the address of a label outside a function is an error, not a crash (sparse 0.6.4 crashes)
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
robust-label-address-outside-function.c:2:27: error: label 'one' was not declared
robust-label-address-outside-function.c:2:34: error: label 'two' was not declared
robust-label-address-outside-function.c:3:15: error: label 'three' was not declared
 * check-error-end
 */
