/*
 * check-name: a missing input file is an error, as with sparse
 * check-command: sparse no-such-file-here.c
 * check-exit-value: 1
 *
 * check-error-start
No such file: no-such-file-here.c
 * check-error-end
 */
