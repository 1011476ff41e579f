/*
 * -fdump-nullstate: a function's IR with the solver's values at each
 * block's entry and at each instruction.  The format is documented in
 * sparse-safe(1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"
#include "options.h"

#include "annotations.h"
#include "nullsolve.h"
#include "nulltransfer.h"

// a path as the loads it stands for: [[%arg1+8]+16] is 'arg1->a->b'
static const char *show_path(struct nullpath *safe path)
{
	static char buf[256];
	int i, len = 0;

	for (i = 0; i < path->depth; i++)
		buf[len++] = '[';
	len += snprintf(buf + len, sizeof(buf) - len, "%s", show_pseudo(path->base));
	for (i = 0; i < path->depth && len < (int)sizeof(buf); i++)
		len += snprintf(buf + len, sizeof(buf) - len, "+%lld]", path->offset[i]);
	return buf;
}

// a stable order for printing: pseudos by kind and number, then paths
static int cmp_facts(const void *a, const void *b)
{
	// qsort() hands its comparator pointers into the array
	const struct fact *safe fa = (const struct fact *safe)a;
	const struct fact *safe fb = (const struct fact *safe)b;
	const struct nullpath *pa, *pb;
	pseudo_t x, y;
	int i;

	if (fa->is_path != fb->is_path)
		return fa->is_path - fb->is_path;
	if (!fa->is_path) {
		x = fa->key;
		y = fb->key;
		if (x->type != y->type)
			return x->type == PSEUDO_ARG ? -1 : 1;
		return x->nr - y->nr;
	}
	pa = fa->key;
	pb = fb->key;
	if (pa->base != pb->base) {
		x = pa->base;
		y = pb->base;
		if (x->type != y->type)
			return x->type - y->type;
		if (x->type == PSEUDO_SYM)
			return strcmp(show_pseudo(x), show_pseudo(y));
		return x->nr - y->nr;
	}
	for (i = 0; i < pa->depth && i < pb->depth; i++) {
		if (pa->offset[i] != pb->offset[i])
			return pa->offset[i] < pb->offset[i] ? -1 : 1;
	}
	return pa->depth - pb->depth;
}

// the entry line of @bi, whose entry state is @in (NULL: unreached)
static void dump_entry(struct nullstate *safe ns, struct bbinfo *bi, struct factmap *in)
{
	struct factmap m = { };
	struct fact *facts;
	const char *sep = " ";
	pseudo_t p;
	int i;

	printf("\t# entry%s:", bi && bi->unlikely ? " (unlikely)" : "");
	if (!bi || !in) {
		printf(" unreached\n");
		return;
	}
	// the live pointers, with their values here
	if (bi->idx == 0 && ns->ep->entry) {
		FOR_EACH_PTR(ns->ep->entry->arg_list, p) {
			if (is_tracked(p))
				map_set(&m, p, 0, NV_BOTTOM, NULL);
		} END_FOR_EACH_PTR(p);
	}
	FOR_EACH_PTR(bi->bb->needs, p) {
		if (is_tracked(p))
			map_set(&m, p, 0, NV_BOTTOM, NULL);
	} END_FOR_EACH_PTR(p);
	for (i = 0; i < in->nr; i++) {
		const struct fact *safe f = &map_facts(in)[i];

		map_set(&m, f->key, f->is_path, NV_BOTTOM, NULL);
	}
	// none live: no array to sort
	facts = m.facts;
	if (m.nr && facts)
		qsort(facts, m.nr, sizeof(*facts), cmp_facts);
	for (i = 0; facts && i < m.nr; i++) {
		struct fact *safe f = &facts[i];
		struct fact *known = map_find(in, f->key);
		struct instruction *why;
		enum nullvalue v;

		if (known)
			v = known->value;
		else
			v = absent_value(f, &why);
		printf("%s%s=%s", sep, f->is_path ? show_path(f->key) :
		       show_pseudo(f->key), nv_name(v));
		sep = ", ";
	}
	if (!m.nr)
		printf(" -");
	printf("\n");
	free(m.facts);
}

// @p and its value, after @sep; returns the next separator
static const char *safe show_use(struct nullstate *safe ns, pseudo_t p, const char *safe sep)
{
	if (!p || (!is_tracked(p) && p->type != PSEUDO_SYM))
		return sep;
	printf("%s%s=%s", sep, show_pseudo(p), nv_name(nullstate_value(ns, p, NULL)));
	return " ";
}

// one instruction, with the values of the pointers it uses, as they are
// before it, and of the one it defines
static void dump_insn(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	const char *safe sep = "\t# ";
	struct pinfo *pi;
	pseudo_t p;

	printf("\t%s", show_instruction(insn));
	switch (insn->opcode) {
	case OP_LOAD: case OP_RET: case OP_CBR: case OP_SWITCH:
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_ZEXT:
	case OP_SEXT: case OP_TRUNC: case OP_COPY: case OP_COMPUTEDGOTO:
		sep = show_use(ns, insn->src, sep);
		break;
	case OP_STORE:
		sep = show_use(ns, insn->src, sep);
		sep = show_use(ns, insn->target, sep);
		break;
	case OP_PHISOURCE:
		sep = show_use(ns, insn->phi_src, sep);
		break;
	case OP_CALL:
		if (insn->func && insn->func->type != PSEUDO_SYM)
			sep = show_use(ns, insn->func, sep);
		FOR_EACH_PTR(insn->arguments, p) {
			sep = show_use(ns, p, sep);
		} END_FOR_EACH_PTR(p);
		break;
	case OP_SEL:
	case OP_BINARY ... OP_BINARY_END:
	case OP_BINCMP ... OP_BINCMP_END:
		sep = show_use(ns, insn->src1, sep);
		sep = show_use(ns, insn->src2, sep);
		if (insn->opcode == OP_SEL)
			sep = show_use(ns, insn->src3, sep);
		break;
	}
	pi = insn->opcode != OP_STORE ? pinfo(insn->target) : NULL;
	if (pi)
		printf("%s-> %s=%s", *sep == '\t' ? "\t# " : " ",
		       show_pseudo(insn->target), nv_name(pi->def));
	printf("\n");
}

void nullstate_dump(struct nullstate *safe ns)
{
	struct entrypoint *ep = ns->ep;
	struct basic_block *bb;
	struct instruction *insn;

	printf("%s:\n", show_ident(ep->name ? ep->name->ident : NULL));
	FOR_EACH_PTR(ep->bbs, bb) {
		struct bbinfo *bi = bb->priv;
		bool reached = bi && entry_state(ns, bi, &ns->cur);

		printf("%s:\n", show_label(bb));
		dump_entry(ns, bi, reached ? &ns->cur : NULL);
		if (reached && bi) {
			walk_block(ns, bi, dump_insn, NULL);
		} else {
			FOR_EACH_PTR(bb->insns, insn) {
				if (insn->bb)
					printf("\t%s\n", show_instruction(insn));
			} END_FOR_EACH_PTR(insn);
		}
		printf("\n");
	} END_FOR_EACH_PTR(bb);
	printf("\n");
}
