/*
 * Files checked in one run share their global declarations, not their
 * summaries: what lookup() does is known in its own file only
 */
int *lookup(int key);

int first(void)
{
	return *lookup(-1);
}

/*
 * check-name: two files in one run: a summary made in the other file is not used
 * check-command: sparse -Wno-decl summary-other-file.h $file
 */
