/*
 * check-name: the bundled example shows each category once, and nothing else
 * check-command: sparse -Wsafe -I../include ../examples/notes.c
 *
 * check-error-start
../examples/notes.c:203:45: warning: testing safe 'n->title' for NULL
../examples/notes.c:130:16: warning: dereference of 'text', not proven non-NULL
../examples/notes.c:176:16: warning: returning 'n->body', not proven non-NULL, from safe 'note_text'
../examples/notes.c:197:18: warning: assignment of 'strdup()', not proven non-NULL, to safe 'n->title'
../examples/notes.c:197:26:     'strdup()' is the result of this strdup() call
../examples/notes.c:316:33: warning: dereference of 'n', which may be NULL
../examples/notes.c:313:14:     'n' is NULL on one side of this test
../examples/notes.c:346:28: warning: passing 'book_lookup()', not proven non-NULL, as safe argument 1 of 'note_append'
 * check-error-end
 */
