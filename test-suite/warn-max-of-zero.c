struct slist { unsigned int count; int addr[8]; };
struct filter { unsigned int numsrc; int out[8]; };
extern struct slist *slist_of(struct filter *gsf);

/*
 * The twin of silent-min-of-zero.c: the larger of 0 and the caller's
 * number is that number, and the loop reads the list that is not there.
 */
int msfget(struct filter *gsf)
{
	struct slist *psl = slist_of(gsf);
	int i, count, copycount;

	count = psl ? psl->count : 0;
	copycount = count > gsf->numsrc ? count : gsf->numsrc;
	gsf->numsrc = count;
	for (i = 0; i < copycount; i++)
		gsf->out[i] = psl->addr[i];
	return 0;
}

/*
 * check-name: warn: the larger of two unsigned values, one of them 0 on the path, is the other
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-max-of-zero.c:18:40: warning: dereference of 'psl', which may be NULL
warn-max-of-zero.c:14:17:     'slist_of()' is NULL on one side of this test
 * check-error-end
 */
