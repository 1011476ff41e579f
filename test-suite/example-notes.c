/*
 * check-name: the bundled example shows each category once, and nothing else
 * check-command: sparse -Wsafe -I../include ../examples/notes.c
 *
 * check-error-start
../examples/notes.c:219:45: warning: testing safe 'n->title' for NULL
../examples/notes.c:131:16: warning: dereference of 'text', not proven non-NULL
../examples/notes.c:176:14: warning: 'c' is tested for NULL after it was dereferenced
../examples/notes.c:172:9:     'c' was dereferenced here
../examples/notes.c:192:16: warning: returning 'n->body', not proven non-NULL, from safe 'note_text'
../examples/notes.c:213:18: warning: assignment of 'strdup()', not proven non-NULL, to safe 'n->title'
../examples/notes.c:213:26:     'strdup()' is the result of this strdup() call
../examples/notes.c:332:33: warning: dereference of 'n', which may be NULL
../examples/notes.c:249:16:     'n' is NULL where book_find() returns this
../examples/notes.c:342:13: warning: dereference of 'used', which is NULL when calloc() fails
../examples/notes.c:339:27:     'used' is the result of this calloc() call
../examples/notes.c:380:29: warning: passing 'book_lookup()', not proven non-NULL, as safe argument 1 of 'note_append'
../examples/notes.c:239:16:     'book_lookup()' is NULL where book_lookup() returns this
 * check-error-end
 */
