/* a system header's macro that tests a pointer itself */
#define VALID(p) ((p) != (void *)0)
