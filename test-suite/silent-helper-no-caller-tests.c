#include <string.h>
extern const char *next_word(void);
extern void print(const char *s) __attribute__((nonnull));
struct slot { const char *name; struct slot *next; };
extern struct slot *slots;

static struct slot *slot_of(const char *name)
{
	struct slot *s;

	for (s = slots; s; s = s->next)
		if (!strcmp(s->name, name))
			return s;
	return NULL;
}

void one(void) { print(slot_of("a")->name); }
void two(void) { struct slot *s = slot_of("b"); print(s->name); }

/*
 * check-name: silent: a helper whose NULL no call of the file tests: its callers rule it out together (latent, theirs to know)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
