/*
 * check-name: the bundled example shows each category once, and nothing else
 * check-command: sparse -Wsafe -I../include ../examples/notes.c
 *
 * check-error-start
No such file: ../examples/notes.c
 * check-error-end
 */
