int *_Nonnull p;
int f(void) { return 1 +; }
