/*
 * An allocator that the code calls through inline wrappers (kzalloc()
 * -> kmalloc() -> kmalloc_trace()): the message and the note name the
 * call the code wrote, where it wrote it.
 */
void *kmalloc_trace(unsigned long size, int flags) __attribute__((__malloc__));
static inline void *kmalloc(unsigned long size, int flags)
{
	return kmalloc_trace(size, flags);
}
static inline void *kzalloc(unsigned long size, int flags)
{
	return kmalloc(size, flags | 0x100);
}
static inline int twice(int x)
{
	return x * 2;
}
struct s { int x; };

int wrapped(void)
{
	struct s *p = kzalloc(sizeof(*p), 0);

	p->x = twice(1);
	return 0;
}

int direct(void)
{
	struct s *p = kmalloc_trace(sizeof(*p), 0);

	p->x = 1;
	return 0;
}

int after_other(void)
{
	int n = twice(3);
	struct s *p = kmalloc(sizeof(*p), n);

	p->x = n;
	return 0;
}

/*
 * check-name: an allocator called through inline wrappers is named as the code calls it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-name-inlined-allocator.c:25:10: warning: dereference of 'p', which is NULL when kzalloc() fails
warn-name-inlined-allocator.c:23:30:     'p' is the result of this kzalloc() call
warn-name-inlined-allocator.c:33:10: warning: dereference of 'p', which is NULL when kmalloc_trace() fails
warn-name-inlined-allocator.c:31:36:     'p' is the result of this kmalloc_trace() call
warn-name-inlined-allocator.c:42:10: warning: dereference of 'p', which is NULL when kmalloc() fails
warn-name-inlined-allocator.c:40:30:     'p' is the result of this kmalloc() call
 * check-error-end
 */
