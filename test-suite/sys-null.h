/* a system header's NULL, as <stddef.h> defines it */
#define NULL ((void *)0)
