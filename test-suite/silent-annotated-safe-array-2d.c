/*
 * safe on the element type of a two-dimensional array: every element
 * is non-NULL, as for the one-dimensional array.  Silent.
 */
#define safe __attribute__((safe))
extern int strcmp(const char *a safe, const char *b safe);
static const char *safe m2[][2] = { { "a", "b" }, { "c", "d" } };
static const char *safe m1[] = { "a", "b" };
int f2(const char *key safe, unsigned i) { return strcmp(key, m2[i][0]); }
int f1(const char *key safe, unsigned i) { return strcmp(key, m1[i]); }
int f3(const char *key safe) { return strcmp(key, m2[1][0]); }

/*
 * check-name: safe on the element type of a two-dimensional array (annotated safe_array_2d.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
