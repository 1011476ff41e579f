extern void use(;f(){char*e=!/**/use(
/*
 * check-name: bad input: a comparison of a value of no size (38 bytes that fuzzing found) is not folded
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
bad-compare-no-size.c:1:17: error: Expected ) in function declarator
bad-compare-no-size.c:1:17: error: got ;
bad-compare-no-size.c:15:0: error: Expected ) in function call
bad-compare-no-size.c:15:0: error: got end-of-input
bad-compare-no-size.c:15:0: error: Expected } at end of function
bad-compare-no-size.c:15:0: error: got end-of-input
 * check-error-end
 */
