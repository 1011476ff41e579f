struct slist { unsigned int count; int addr[8]; };
struct filter { unsigned int numsrc; int out[8]; };
extern struct slist *slist_of(struct filter *gsf);

/*
 * With no list, count is 0, and the smaller of 0 and the caller's number
 * (unsigned) is 0: the loop that reads the list does not run.
 */
int msfget(struct filter *gsf)
{
	struct slist *psl = slist_of(gsf);
	int i, count, copycount;

	count = psl ? psl->count : 0;
	copycount = count < gsf->numsrc ? count : gsf->numsrc;
	gsf->numsrc = count;
	for (i = 0; i < copycount; i++)
		gsf->out[i] = psl->addr[i];
	return 0;
}

/*
 * check-name: silent: the smaller of two unsigned values, one of them 0 on the path, is 0
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
