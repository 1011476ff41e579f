extern void zero(char *p) __attribute__((nonnull(0)));
extern void beyond(char *p) __attribute__((nonnull(2)));

/*
 * check-name: with -Wno-safe, a bad nonnull index is as silent as with sparse
 * check-command: sparse -Wno-safe $file
 */
