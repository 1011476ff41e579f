int *_Nonnull p;
extern void *f(void) __attribute__((malloc()));
