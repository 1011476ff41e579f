int x;
/*
 * check-name: a bad option argument is an error, as with sparse
 * check-command: sparse -fmax-warnings=lots $file
 * check-exit-value: 1
 *
 * check-error-start
error: wrong argument to '-fmax-warnings=lots'
 * check-error-end
 */
