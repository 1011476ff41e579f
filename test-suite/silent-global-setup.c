#define safe __attribute__((safe))
struct log { int lines; };
struct log *log_open(const char *name safe);
void log_note(struct log *l safe, const char *what safe);
extern void flush(void);

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
	if (!journal)
		return;
	log_note(journal, "ready");
}

/*
 * check-name: silent: a static pointer NULL until its set-up function runs, which tests what it stored and returns at once when it is NULL: a call made once the pointer was proven does not make it NULL again
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
