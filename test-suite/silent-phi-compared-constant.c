#define NULL ((void *)0)
#define safe __attribute__((safe))
struct insn { int opcode; struct insn *safe next; };
struct pseudo { int type; struct insn *def; };

/* sparse's DEF_OPCODE(): the opcode where there is a definition, 0 where there is none */
#define DEF_OPCODE(DEF, SRC) \
	(((SRC)->type == 1 && (DEF = (SRC)->def)) ? DEF->opcode : 0)

static int opcode_of_next(struct pseudo *safe p)
{
	struct insn *def = NULL;

	if (DEF_OPCODE(def, p) == 3)
		return def->next->opcode;
	return -1;
}

static int kind(struct pseudo *safe p)
{
	struct insn *def = NULL;

	switch (DEF_OPCODE(def, p)) {
	case 3:
	case 4:
		return def->next->opcode;
	case 5 ... 7:
		return def->opcode;
	}
	return 0;
}

static int flagged(struct insn *def, int ready)
{
	int op = def ? def->opcode : 0;

	if (op != 2)
		return 0;
	return def->next->opcode;
}

int use(struct pseudo *safe p, struct insn *i);
int use(struct pseudo *safe p, struct insn *i)
{
	return opcode_of_next(p) + kind(p) + flagged(i, 1);
}

/*
 * check-name: silent: a value that is a constant where a pointer is NULL, compared with another constant or switched on, proves the pointer on the other cases (sparse's DEF_OPCODE())
 * check-command: sparse -Wsafe $file
 */
