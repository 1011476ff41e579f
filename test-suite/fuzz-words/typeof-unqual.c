const int c;
__typeof_unqual__(c) d;
int h(void) { return d; }
