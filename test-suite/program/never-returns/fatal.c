void fatal(const char *why);
void abort(void) __attribute__((noreturn));

// stops the program
void fatal(const char *why)
{
	abort();
}
