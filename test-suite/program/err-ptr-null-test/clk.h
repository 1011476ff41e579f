struct clk {
	int rate;
};

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
	return (unsigned long)ptr >= (unsigned long)-4095;
}

struct clk *clk_get(int id);
int rate_of(int id);
int rate_or_error(int id);
