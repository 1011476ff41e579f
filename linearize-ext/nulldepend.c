/*
 * What a test of an integer proves of the pointers that depend on it
 * (cond_safe).  See nulldepend.h.
 */
#include "lib.h"
#include "linearize.h"

#include "condsafe.h"
#include "nulldepend.h"

#define MAX_DEPENDENTS	8

// The constant @p, of @bits bits, as a signed number
static long long signed_value(pseudo_t safe p, unsigned int bits)
{
	unsigned long long v = p->value;

	if (bits > 0 && bits < 64 && (v & (1ULL << (bits - 1))))
		v |= ~0ULL << bits;
	else if (bits > 0 && bits < 64)
		v &= (1ULL << bits) - 1;
	return (long long)v;
}

// Is @p never negative: a constant that is not, or a phi that starts at
// one and only counts up from there ('for (i = 0; ...; i++)')?
static bool never_negative(pseudo_t p)
{
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t src;

	if (!def || def->opcode != OP_PHI)
		return false;
	FOR_EACH_PTR(def->phi_list, src) {
		struct instruction *phisrc = src && src != VOID ? src->def : NULL;
		struct instruction *add;
		pseudo_t v = phisrc ? phisrc->phi_src : NULL;

		if (!v)
			return false;
		if (v->type == PSEUDO_VAL && signed_value(v, def->size) >= 0)
			continue;
		add = v->type == PSEUDO_REG ? v->def : NULL;
		if (add && add->opcode == OP_ADD && add->src1 == p &&
		    add->src2 && add->src2->type == PSEUDO_VAL && add->src2->value > 0)
			continue;
		return false;
	} END_FOR_EACH_PTR(src);
	return true;
}

// The pointer members (reached through the same base) and parameters
// that depend on the integer @x: not NULL in @m where 'x @op @value'
// meets their condition
static void learn(struct nullstate *safe ns, struct factmap *safe m, pseudo_t x,
	enum cond_op op, long long value, bool is_unsigned)
{
	const struct cond_safe *deps[MAX_DEPENDENTS];
	struct instruction *def;
	int params[MAX_DEPENDENTS], dep, i, n;

	while (x && x->type == PSEUDO_REG && (def = x->def) &&
	       (def->opcode == OP_ZEXT || def->opcode == OP_SEXT))
		x = def->src;
	if (!x)
		return;
	if (x->type == PSEUDO_ARG) {
		struct symbol *fn = ns->ep->name;

		n = cond_safe_param_dependents(fn, x->nr, params, MAX_DEPENDENTS);
		is_unsigned |= n && is_unsigned_integer(ptr_list_nth(function_params(fn), x->nr - 1));
		for (i = 0; i < n; i++) {
			const struct cond_safe *c = cond_safe_param(fn, params[i], &dep);
			pseudo_t p = ns->ep->entry ?
				ptr_list_nth(ns->ep->entry->arg_list, params[i] - 1) : NULL;
			struct instruction *why;

			if (c && p && cond_implied(c, op, value, is_unsigned) &&
			    value_in(m, p, &why) != NV_NULL)
				set_value(m, p, NV_NONNULL, NULL);
		}
		return;
	}
	def = x->type == PSEUDO_REG ? x->def : NULL;
	if (!def || def->opcode != OP_LOAD || !def->type)
		return;
	n = cond_safe_dependents(def->type, def->lvalue, deps, MAX_DEPENDENTS);
	is_unsigned |= is_unsigned_integer(def->type);
	for (i = 0; i < n; i++) {
		const struct cond_safe *c = deps[i];
		struct nullpath *path;
		struct fact *f;

		if (!c || !cond_implied(c, op, value, is_unsigned) ||
		    !(path = found_path(ns, def->src, def->offset - (long long)def->type->offset +
						 (long long)c->decl->offset)))
			continue;
		f = map_find(m, path);
		if (!f || f->value != NV_NULL)
			map_set(m, path, 1, NV_NONNULL, NULL)->held = 0;
	}
}

// 'a op b' false: 'a op' b'
static int negated(int opcode)
{
	switch (opcode) {
	case OP_SET_EQ:	return OP_SET_NE;
	case OP_SET_NE:	return OP_SET_EQ;
	case OP_SET_LT:	return OP_SET_GE;
	case OP_SET_GE:	return OP_SET_LT;
	case OP_SET_LE:	return OP_SET_GT;
	case OP_SET_GT:	return OP_SET_LE;
	case OP_SET_B:	return OP_SET_AE;
	case OP_SET_AE:	return OP_SET_B;
	case OP_SET_BE:	return OP_SET_A;
	case OP_SET_A:	return OP_SET_BE;
	}
	return opcode;
}

static enum cond_op cond_op_of(int opcode)
{
	switch (opcode) {
	case OP_SET_EQ:	return COND_EQ;
	case OP_SET_NE:	return COND_NE;
	case OP_SET_LT:
	case OP_SET_B:	return COND_LT;
	case OP_SET_LE:
	case OP_SET_BE:	return COND_LE;
	case OP_SET_GT:
	case OP_SET_A:	return COND_GT;
	default:	return COND_GE;
	}
}

static void depend_on(struct nullstate *safe ns, struct factmap *safe m, pseudo_t cond,
	int truth, int depth)
{
	struct instruction *def;
	enum cond_op op;
	bool is_unsigned;
	int opcode;

	if (!cond || depth > 4)
		return;
	if (cond->type == PSEUDO_ARG) {
		learn(ns, m, cond, truth ? COND_NE : COND_EQ, 0, false);
		return;
	}
	switch (DEF_OPCODE(def, cond)) {
	case OP_LOAD:
		learn(ns, m, cond, truth ? COND_NE : COND_EQ, 0, false);
		return;
	case OP_ZEXT:
	case OP_SEXT:
		depend_on(ns, m, def->src, truth, depth + 1);
		return;
	case OP_AND:
	case OP_OR:
		// both sides as the whole: 'a && b' true, 'a || b' false
		if (def->size != 1 || truth != (def->opcode == OP_AND))
			return;
		depend_on(ns, m, def->src1, truth, depth + 1);
		depend_on(ns, m, def->src2, truth, depth + 1);
		return;
	case OP_BINCMP ... OP_BINCMP_END:
		break;
	default:
		return;
	}
	opcode = truth ? def->opcode : negated(def->opcode);
	op = cond_op_of(opcode);
	is_unsigned = opcode == OP_SET_B || opcode == OP_SET_BE || opcode == OP_SET_A ||
		      opcode == OP_SET_AE;
	if (def->src2 && def->src2->type == PSEUDO_VAL) {
		learn(ns, m, def->src1, op, is_unsigned ? (long long)def->src2->value :
		      signed_value(def->src2, def->size), is_unsigned);
	} else if (def->src1 && def->src1->type == PSEUDO_VAL) {
		op = op == COND_LT ? COND_GT : op == COND_GT ? COND_LT :
		     op == COND_LE ? COND_GE : op == COND_GE ? COND_LE : op;
		learn(ns, m, def->src2, op, is_unsigned ? (long long)def->src1->value :
		      signed_value(def->src1, def->size), is_unsigned);
	} else if (op == COND_LT && (is_unsigned || never_negative(def->src1))) {
		// 'i < n', with 'i' never negative: 'n > 0'
		learn(ns, m, def->src2, COND_GT, 0, is_unsigned);
	} else if (op == COND_GT && (is_unsigned || never_negative(def->src2))) {
		learn(ns, m, def->src1, COND_GT, 0, is_unsigned);
	}
}

void depend_on_edge(struct nullstate *safe ns, struct factmap *safe m, pseudo_t cond,
	int truth)
{
	depend_on(ns, m, cond, truth, 0);
}
