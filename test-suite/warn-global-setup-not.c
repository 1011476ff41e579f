#define safe __attribute__((safe))
struct log { int lines; };
struct log *log_open(const char *name safe);
void log_note(struct log *l safe, const char *what safe);
extern void flush(void);
extern void complain(void);

static struct log *journal;

void journal_add(const char *line safe)
{
	if (!journal)
		return;
	flush();
	log_note(journal, line);
}

void journal_init(void)
{
	journal = log_open("journal");
	if (!journal) {
		complain();
		return;
	}
	log_note(journal, "ready");
}

/*
 * check-name: warn: a store of what may be NULL whose NULL side makes a call before it returns is no set-up: that call may see the NULL, and so may one made after the pointer was proven
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-setup-not.c:15:18: warning: passing 'journal', not proven non-NULL, as safe argument 1 of 'log_note'
warn-global-setup-not.c:14:14:     'journal' was reloaded after this call
 * check-error-end
 */
