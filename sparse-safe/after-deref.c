/*
 * The check-after-deref check (-Wnull-check-after-deref): a pointer tested
 * for NULL where every path to the test has dereferenced it.  Either the
 * test is dead code, or the dereference is the bug: the code says by its
 * test that the pointer may be NULL, and it was used before that.
 *
 * The IR is in SSA form, so a pointer is one pseudo from its definition
 * on: a test of it comes after a dereference on every path when no path
 * from the definition (or the function's entry, for a parameter) to the
 * test avoids every load or store through it.  That is found by walking
 * back from the test, block by block, and stopping at each block that
 * dereferences it.
 */
#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"
#include "options.h"

#include "evaluate.h"
#include "annotations.h"
#include "checks.h"
#include "names.h"
#include "nullstate.h"
#include "report.h"
#include "results.h"

// how far a walk back from a test goes before it gives up (no report)
#define MAX_WALK	2000

// at most this many dereferences of one pointer are looked at
#define MAX_DEREFS	64

struct derefs {
	pseudo_t p;					// NULL: not yet collected
	struct instruction *safe insn[MAX_DEREFS];	// the first nr are set
	int nr;
};

// The dereferences of the pointers tested, collected once per pointer: a
// pointer tested thousands of times ('p && a || p && b || ...') would
// otherwise have all its users walked at each test.  Direct-mapped: a
// pointer that loses its place is collected again.
#define DEREF_CACHE	16

struct deref_cache {
	struct derefs entry[DEREF_CACHE];
};

// the loads and stores through @addr, a pointer computed from the tested
// one (itself, a cast of it, an offset from it), into @d
static void collect(struct derefs *safe d, pseudo_t safe addr, int depth)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(addr->users, pu) {
		struct instruction *insn = pu->insn;

		if (!insn || !insn->bb || d->nr == MAX_DEREFS)
			continue;
		switch (insn->opcode) {
		case OP_LOAD:
		case OP_STORE:
			// through it, not of it (a store of the pointer itself)
			if (insn->src == addr && !insn->pos.sysmacro)
				d->insn[d->nr++] = insn;
			break;
		case OP_ADD:
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_COPY:
			if (depth < 2 && insn->target && insn->target != VOID &&
			    (insn->opcode != OP_ADD || insn->src1 == addr))
				collect(d, insn->target, depth + 1);
			break;
		}
	} END_FOR_EACH_PTR(pu);
}

// Is @insn the inlining of a helper that returns a pointer?
static bool pointer_helper(struct instruction *safe insn)
{
	struct symbol *fn;

	if (insn->opcode != OP_INLINED_CALL || passes_inlined(insn) || !insn->func ||
	    insn->func->type != PSEUDO_SYM)
		return false;
	fn = function_type(insn->func->sym);
	return fn && is_pointer(fn->ctype.base_type);
}

// What @bb holds before @stop (NULL: all of it): the first dereference of
// @d, or NULL; and in *@helper, whether a helper that returns a pointer is
// inlined after the last one.  'skb->dev; skb = l3mdev_ip_rcv(skb); if (!skb)'
// tests what the helper returned, which in this configuration is its
// argument, and may be NULL in another.
static struct instruction *scan_block(struct derefs *safe d, struct basic_block *safe bb,
	struct instruction *stop, bool *safe helper)
{
	struct instruction *insn, *found = NULL;
	int i;

	*helper = false;
	FOR_EACH_PTR(bb->insns, insn) {
		if (insn == stop)
			break;
		if (!insn->bb)
			continue;
		if (insn->opcode == OP_LOAD || insn->opcode == OP_STORE) {
			for (i = 0; i < d->nr; i++) {
				if (d->insn[i] == insn) {
					if (!found)
						found = insn;
					*helper = false;
				}
			}
		} else if (insn->opcode == OP_INLINED_CALL && pointer_helper(insn)) {
			*helper = true;
		}
	} END_FOR_EACH_PTR(insn);
	return found;
}

// where @p is defined: its block, or the entry's for a parameter
static struct basic_block *def_block(struct entrypoint *safe ep, pseudo_t safe p)
{
	if (p->type == PSEUDO_ARG)
		return ep->entry ? ep->entry->bb : NULL;
	return p->def ? p->def->bb : NULL;
}

// A dereference of @d, those of @p, on every path to @test, in @bb: the
// nearest one found, or NULL if a path avoids them all (or the walk is
// too long).
static struct instruction *deref_before(struct nullstate *safe ns, struct entrypoint *safe ep,
	pseudo_t safe p, struct derefs *safe d, struct instruction *safe test,
	struct basic_block *safe bb)
{
	struct basic_block *def = def_block(ep, p), *entry = ep->entry ? ep->entry->bb : NULL;
	struct basic_block_list *todo = NULL;
	struct instruction *found, *nearest;
	struct basic_block *b, *parent;
	unsigned long gen;
	int walked = 0;
	bool helper;

	nearest = scan_block(d, bb, test, &helper);
	if (helper)
		return NULL;
	if (nearest || !def || bb == def || bb == entry)
		return nearest;
	gen = ++bb_generation;
	FOR_EACH_PTR(bb->parents, parent) {
		if (parent->generation != gen) {
			parent->generation = gen;
			add_bb(&todo, parent);
		}
	} END_FOR_EACH_PTR(parent);
	while ((b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		if (!nullstate_reached(ns, b))
			continue;
		found = scan_block(d, b, NULL, &helper);
		if (helper) {
			nearest = NULL;
			break;
		}
		if (found) {
			// the one met last is as good as any: all paths pass one
			nearest = found;
			continue;
		}
		if (b == def || b == entry || ++walked > MAX_WALK) {
			nearest = NULL;
			break;
		}
		FOR_EACH_PTR(b->parents, parent) {
			if (parent->generation != gen) {
				parent->generation = gen;
				add_bb(&todo, parent);
			}
		} END_FOR_EACH_PTR(parent);
	}
	free_ptr_list(&todo);
	return nearest;
}

// Did sparse answer @test (a branch on @p) itself on the paths where @p is
// NULL, and take them straight where its NULL side goes?  Such a path
// comes from another test of @p ('while (p && p->m)', then 'if (!p)'), or
// from the end of a loop ('found = NULL; list_for_each_entry(it, ...) if
// (...) { found = it; break; } if (!found)': the test of 'found' is left
// on the 'break' path only, as a test of 'it'): the test written in the
// source is reached by it.
static bool threaded(struct nullstate *safe ns, struct instruction *safe test, pseudo_t safe p)
{
	struct basic_block *null_side, *parent;

	if (test->opcode != OP_CBR || test->cond != p || !test->bb_false)
		return false;
	null_side = test->bb_false;
	FOR_EACH_PTR(null_side->parents, parent) {
		struct instruction *br = parent ? last_instruction(parent->insns) : NULL;

		if (parent == test->bb || !br)
			continue;
		if ((br->opcode == OP_CBR && br->cond == p && br->bb_false == null_side) ||
		    nullstate_loop_test(ns, parent))
			return true;
	} END_FOR_EACH_PTR(parent);
	return false;
}

// Was @p, at the source's level, handed back by a helper inlined into
// @ep, made in its body (a lookup that walks a list and returns what it
// found, or NULL)?  The caller's test is then of what the helper returned.
static bool from_helper(struct entrypoint *safe ep, pseudo_t safe p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	bool own = false;
	pseudo_t src;

	if (def && def->opcode == OP_PHI) {
		// a phi is where its values were assigned (patch 0008)
		FOR_EACH_PTR(def->phi_list, src) {
			if (src && src != VOID && src->def &&
			    own_source(ep->name, src->def->pos))
				own = true;
		} END_FOR_EACH_PTR(src);
		if (!own)
			return true;
	} else if (def && !own_source(ep->name, def->pos)) {
		return true;
	}
	return false;
}

// the dereferences of @p, from @cache or collected into it
static struct derefs *safe derefs_of(struct deref_cache *safe cache, pseudo_t safe p)
{
	struct derefs *safe d = &cache->entry[((unsigned long)p >> 4) % DEREF_CACHE];

	if (d->p != p) {
		d->p = p;
		d->nr = 0;
		collect(d, p, 0);
	}
	return d;
}

// Is @test a loop's condition, of the variable @p that the function
// assigns ('while (fn) { ...; fn = FIB6_SUBTREE(fn); }')?  It tests the
// value of each pass, not only the first one: no test after a
// dereference, though the value the loop gives folds to NULL in this
// configuration and leaves only the first pass's test in the IR.
static bool loop_test(struct entrypoint *safe ep, struct instruction *safe test, pseudo_t safe p)
{
	struct symbol *type = function_type(ep->name), *var;

	// a parameter is its symbol; a local's values carry its name
	if (p->type == PSEUDO_ARG) {
		struct symbol *arg = type ? ptr_list_nth(type->arguments, p->nr - 1) : NULL;

		var = arg ? loop_tested_variable(test->pos, arg->ident) : NULL;
		if (var != arg)
			return false;
	} else {
		var = p->ident ? loop_tested_variable(test->pos, p->ident) : NULL;
	}
	return var && (var->ctype.modifiers & MOD_ASSIGNED);
}

// @test tests @p for NULL
static void tested(struct nullstate *safe ns, struct entrypoint *safe ep,
	struct deref_cache *safe cache, struct instruction *safe test, pseudo_t p)
{
	struct derefs *safe d;
	struct instruction *deref;
	const char *name;

	// a test a system header's macro makes is not the project's; one
	// against its NULL ('p == NULL', where the test takes the position
	// of the NULL linearized last) is
	if (!p || (p->type != PSEUDO_REG && p->type != PSEUDO_ARG) || !test->bb ||
	    (test->pos.sysmacro && !written_null(test->pos)))
		return;
	if (p->type == PSEUDO_REG && (!p->def || !is_pointer(p->def->type)))
		return;
	// a dereference on every path leaves it NONNULL, as the solver has
	// it (asked first: most tests are of what is not)
	if (!nullstate_nonnull_at_end(ns, p, test->bb) || !own_source(ep->name, test->pos))
		return;
	d = derefs_of(cache, p);
	if (!d->nr || threaded(ns, test, p) || from_helper(ep, p) ||
	    loop_test(ep, test, p))
		return;
	deref = deref_before(ns, ep, p, d, test, test->bb);
	if (!deref)
		return;
	// the variable tested, where it is one (an inlined helper's
	// dereference names its own parameter); else the pointer as the
	// dereference wrote it ('p->next')
	name = p->ident ? show_ident(p->ident) : dereferenced_name(deref);
	if (report(test->pos, "'%s' is tested for NULL after it was dereferenced", name))
		info(deref->pos, "    '%s' was dereferenced here", name);
}

void check_tests_after_deref(struct nullstate *safe ns, struct entrypoint *safe ep)
{
	struct instruction *safe *tests, *insn;
	struct deref_cache cache;
	int i, nr;

	if (!Wnull_check_after_deref)
		return;
	// an entry is read only once collected: only its pointer needs a
	// value (the whole cache is 8 KiB, a cost on files of small functions)
	for (i = 0; i < DEREF_CACHE; i++)
		cache.entry[i].p = NULL;
	tests = nullstate_tests(ns, &nr);
	for (i = 0; tests && i < nr; i++) {
		insn = tests[i];
		if (insn->bb)
			tested(ns, ep, &cache, insn, nullstate_tested(insn));
	}
}
