void fatal(const char *why);
int puts(const char *s);

// says why, and returns
void fatal(const char *why)
{
	puts(why);
}
