int *_Nullable q;
int g(void) { return 2; }
