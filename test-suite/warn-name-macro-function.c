/*
 * A function that a macro defines ('DEF_LOOKUP(doc)' makes doc_lookup())
 * is named, where a message names the function being checked, by the
 * macro the code wrote.  A call is named as it is written.
 */
#define safe __attribute__((safe))
struct cmd_info { int num; };
struct pane { int x; };
struct pane *lookup(int n);
void use(struct pane *p safe);
#define DEF_LOOKUP(name) struct pane *safe name ## _lookup(const struct cmd_info *ci safe)

DEF_LOOKUP(doc)
{
	return lookup(ci->num);
}

DEF_LOOKUP(view)
{
	if (ci->num)
		return (void *)0;
	return lookup(0) ?: doc_lookup(ci);
}

struct pane *safe plain_lookup(const struct cmd_info *ci safe)
{
	return lookup(ci->num);
}

/*
 * check-name: a function that a macro defines is named by the macro as written
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-name-macro-function.c:15:16: warning: returning 'lookup()', not proven non-NULL, from safe 'DEF_LOOKUP(doc)'
warn-name-macro-function.c:21:25: warning: returning NULL from safe 'DEF_LOOKUP(view)'
warn-name-macro-function.c:27:16: warning: returning 'lookup()', not proven non-NULL, from safe 'plain_lookup'
 * check-error-end
 */
