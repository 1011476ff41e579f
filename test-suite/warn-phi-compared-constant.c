#define NULL ((void *)0)
#define safe __attribute__((safe))
struct insn { int opcode; struct insn *safe next; };
struct pseudo { int type; struct insn *def; };

/* the same tests, where the constant the missing definition gives is the one that goes on */
#define DEF_OPCODE(DEF, SRC) \
	(((SRC)->type == 1 && (DEF = (SRC)->def)) ? DEF->opcode : 0)

static int opcode_of_next(struct pseudo *safe p)
{
	struct insn *def = NULL;

	if (DEF_OPCODE(def, p) != 3)
		return def->next->opcode;
	return -1;
}

static int kind(struct pseudo *safe p)
{
	struct insn *def = NULL;

	switch (DEF_OPCODE(def, p)) {
	case 3:
	case 4:
		return 1;
	case 5 ... 7:
		return def->opcode;
	default:
		return def->next->opcode;
	}
}

static int zero_case(struct pseudo *safe p)
{
	struct insn *def = NULL;

	switch (DEF_OPCODE(def, p)) {
	case 0:
		return def->opcode;
	}
	return 0;
}

static int flagged(struct insn *def, int ready)
{
	int op = def ? def->opcode : 0;

	if (op == 2)
		return 0;
	return def->next->opcode;
}

int use(struct pseudo *safe p, struct insn *i);
int use(struct pseudo *safe p, struct insn *i)
{
	return opcode_of_next(p) + kind(p) + zero_case(p) + flagged(i, 1);
}

/*
 * check-name: warn: the cases that the NULL's constant does reach (the default, its own case, the other side of the compare)
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-phi-compared-constant.c:15:27: warning: dereference of 'def', which may be NULL
warn-phi-compared-constant.c:12:28:     'def' is NULL from here
warn-phi-compared-constant.c:30:27: warning: dereference of 'def', which may be NULL
warn-phi-compared-constant.c:21:28:     'def' is NULL from here
warn-phi-compared-constant.c:40:27: warning: dereference of 'def', which may be NULL
warn-phi-compared-constant.c:36:28:     'def' is NULL from here
warn-phi-compared-constant.c:51:19: warning: dereference of 'def', not proven non-NULL
 * check-error-end
 */
