/*
 * A declaration that the project makes itself wins over the model of the
 * library: this fclose() is the project's, declared without stdio.h, and
 * says nothing of its argument (warn-libc-streams.c is the twin).
 */
typedef struct stream FILE;
extern FILE *fopen(const char *path, const char *mode);
extern int fclose(FILE *f);

void close_it(const char *path)
{
	FILE *f = fopen(path, "r");

	fclose(f);
}

/*
 * check-name: silent: a C library function that the project declares itself is the project's
 * check-command: sparse -Wno-decl $file
 */
