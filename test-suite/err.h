/*
 * Error pointers as the kernel's <linux/err.h> makes them, for the cases
 * that test what sparse-safe reads of them: an error code is kept in the
 * last page of the address space.
 */
#ifndef TEST_ERR_H
#define TEST_ERR_H

#define MAX_ERRNO	4095
#define ENOENT		2
#define EAGAIN		11
#define ENOMEM		12
#define EINVAL		22

#define unlikely(x)	__builtin_expect(!!(x), 0)
#define IS_ERR_VALUE(x)	unlikely((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)

static inline void *ERR_PTR(long error)
{
	return (void *)error;
}

static inline long PTR_ERR(const void *ptr)
{
	return (long)ptr;
}

static inline _Bool IS_ERR(const void *ptr)
{
	return IS_ERR_VALUE((unsigned long)ptr);
}

static inline _Bool IS_ERR_OR_NULL(const void *ptr)
{
	return unlikely(!ptr) || IS_ERR_VALUE((unsigned long)ptr);
}

static inline void *ERR_CAST(const void *ptr)
{
	return (void *)ptr;
}

static inline int PTR_ERR_OR_ZERO(const void *ptr)
{
	if (IS_ERR(ptr))
		return PTR_ERR(ptr);
	return 0;
}

#endif
