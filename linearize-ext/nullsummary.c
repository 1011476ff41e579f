/*
 * Summaries: what the functions of the file solved so far return, which
 * of their parameters they dereference first, which never return, and
 * which return one integer constant; what the functions other files
 * define do, from the summary database; and what a call asks of them,
 * what it leaves in memory among it.  A file's calls use its own
 * summaries and the database's, never those another file of the same run
 * made.  See nullstate.h and nullsummary.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"
#include "options.h"

#include "annotations.h"
#include "globals.h"
#include "nullsummary.h"
#include "nullvalue.h"
#include "ptrhash.h"
#include "summarydb.h"

// the functions of this file seen never to return (each path ends in a
// noreturn call or goes round forever) without being declared noreturn
static struct symbol_list *never_return;

// the summaries, by the function's symbol
static struct ptrhash summaries;

int nr_null_globals;
int nr_out_nulls;

struct summary *summary_find(struct symbol *safe fn)
{
	return ptrhash_get(&summaries, fn);
}

struct summary *safe summary_make(struct symbol *safe fn)
{
	struct summary *s = summary_find(fn);

	if (s)
		return s;
	s = calloc(1, sizeof(*s));
	if (!s)
		die("out of memory");
	s->fn = fn;
	s->value = NV_UNKNOWN;
	s->file = base_filename;
	ptrhash_put(&summaries, fn, s);
	return s;
}

void summary_set_fields(struct summary *safe s, int nr, const struct field *safe f, int n)
{
	struct field *list = NULL;

	if (n > 0) {
		list = malloc(n * sizeof(*list));
		if (!list)
			die("out of memory");
		memcpy(list, f, n * sizeof(*list));
	}
	free(s->fields[nr - 1]);
	s->fields[nr - 1] = list;
	s->nr_fields[nr - 1] = n;
	s->fields_known |= 1U << (nr - 1);
}

bool nullstate_summary(struct symbol *safe fn, enum nullvalue *safe value,
	unsigned int *safe derefs)
{
	struct summary *s = summary_find(fn);

	*value = s ? s->value : NV_UNKNOWN;
	*derefs = s ? s->derefs | s->passes : 0;
	return s != NULL;
}

unsigned int nullstate_untested_uses(struct symbol *safe fn)
{
	struct summary *s = summary_find(fn);

	return s ? s->uses : 0;
}

unsigned int nullstate_tolerated_uses(struct symbol *safe fn)
{
	struct summary *s = summary_find(fn);

	return s ? s->tolerated : 0;
}

bool in_header(struct position pos)
{
	// a stream that was not included has its position's stream at -1,
	// which the unsigned bit-field makes the largest stream number
	return pos.stream < input_stream_nr && input_streams &&
		input_streams[pos.stream].pos.stream < input_stream_nr;
}

///
// The program's summaries: those of the functions other files define,
// read from the summary database (summarydb.h) by name (nullrecord.c
// records the file's own).

// name (an ident) -> its summary, or &none where the database has none,
// for the file being checked (as given, and as the database names it)
static struct ptrhash program_summaries;
static struct summary none;
static const char *program_file, *program_path;

// the streams made for the files the database names, for the notes
// that point into them
static struct {
	struct named_stream {
		const char *safe name;
		int stream;
	} *list;
	int nr, alloc;
} db_streams;

// The stream for the file @path, named as the user would name it: below
// the current directory, from there.
static int stream_of(const char *safe path)
{
	static char cwd[4096];
	struct named_stream *list = db_streams.list;
	size_t n;
	int i;

	for (i = 0; list && i < db_streams.nr; i++) {
		if (!strcmp(list[i].name, path))
			return list[i].stream;
	}
	if (!list || db_streams.nr == db_streams.alloc) {
		db_streams.alloc = db_streams.alloc * 2 + 8;
		list = realloc(list, db_streams.alloc * sizeof(*list));
		if (!list)
			die("out of memory");
		db_streams.list = list;
	}
	if (!cwd[0] && !getcwd(cwd, sizeof(cwd)))
		cwd[0] = '\0';
	n = strlen(cwd);
	list[db_streams.nr].name = path;
	if (n && !strncmp(path, cwd, n) && path[n] == '/')
		list[db_streams.nr].stream = init_named_stream(path + n + 1);
	else
		list[db_streams.nr].stream = init_named_stream(path);
	return list[db_streams.nr++].stream;
}

static struct position position_of(const struct db_pos *safe at)
{
	struct position pos = { 0 };

	if (at->file) {
		pos.stream = stream_of(at->file);
		pos.line = at->line;
		pos.pos = at->col;
	}
	return pos;
}

// The summary of @fn, a function this file declares and does not
// define, from the summary database, or NULL
static struct summary *program_summary(struct symbol *safe fn)
{
	struct db_function f;
	struct summary *s;
	int i, nr;

	if (!fn->ident || !summarydb_is_open() || (fn->ctype.modifiers & MOD_STATIC))
		return NULL;
	// what is another file is each file's own question
	if (program_file != base_filename) {
		program_file = base_filename;
		program_path = summarydb_path(base_filename);
		ptrhash_clear(&program_summaries);
	}
	s = ptrhash_get(&program_summaries, fn->ident);
	if (s)
		return s != &none ? s : NULL;
	if (!summarydb_function(show_ident(fn->ident), program_path, &f)) {
		ptrhash_put(&program_summaries, fn->ident, &none);
		return NULL;
	}
	s = calloc(1, sizeof(*s));
	if (!s)
		die("out of memory");
	s->fn = fn;
	s->file = NULL;
	// what it returns for this file: never NULL; NULL on every return,
	// or where an allocation fails (each NULL nothing a caller can rule
	// out); but a NULL it returns for some of its inputs (a key it does
	// not hold) is one its callers rule out, as they know: latent, not
	// known here
	s->value = f.returns == DB_RETURNS_NONNULL ? NV_NONNULL :
		f.returns == DB_RETURNS_NULL ? NV_NULL :
		f.returns == DB_RETURNS_MAYBE && f.allocates ? NV_MAYBE : NV_UNKNOWN;
	s->pos = position_of(&f.null_at);
	s->never_returns = f.never_returns;
	s->allocates = f.allocates;
	s->gfp_param = f.allocates ? f.gfp_param : 0;
	s->null_inputs = s->value == NV_MAYBE ? f.null_inputs : 0;
	s->is_constant = f.is_constant;
	s->constant = f.constant;
	s->errors = f.errors;
	s->error_pos = position_of(&f.error_at);
	s->has_error_code = f.has_error_code;
	s->error_code = f.error_code;
	for (i = 0; i < f.nr_params; i++) {
		struct db_param *p = &f.params[i];
		unsigned int bit;
		int j;

		nr = p->nr;
		if (nr < 1 || nr > MAX_PARAMS)
			continue;
		bit = 1U << (nr - 1);
		if (p->use) {
			s->derefs |= bit;
			if (p->use == 2)
				s->passes |= bit;
			s->deref_pos[nr - 1] = position_of(&p->use_at);
		}
		if (p->latent) {
			s->latent |= bit;
			s->latent_pos[nr - 1] = position_of(&p->latent_at);
		}
		if (p->out_nonnull)
			s->out_nonnull |= bit;
		if (p->out_nonnull && p->out_set)
			s->out_set |= bit;
		if (p->fields_known && nr <= FIELD_PARAMS) {
			struct field list[MAX_FIELDS];

			for (j = 0; j < p->nr_fields && j < MAX_FIELDS; j++)
				list[j] = (struct field) { .offset = p->fields[j].offset,
							   .size = p->fields[j].size };
			summary_set_fields(s, nr, list, j);
		}
	}
	// its globals by their names: those of this file's declarations
	for (i = 0; i < f.nr_nulls && i < MAX_NULL_GLOBALS; i++)
		s->null_globals[s->nr_null_globals++] = built_in_ident(f.nulls[i]);
	nr_null_globals += s->nr_null_globals;
	ptrhash_put(&program_summaries, fn->ident, s);
	return s;
}

struct summary *summary_of(struct instruction *safe call)
{
	pseudo_t fn = call->func;
	struct symbol *sym;
	struct summary *s = NULL;

	if ((!summaries.nr && !summarydb_is_open()) ||
	    (call->opcode != OP_CALL && !passes_inlined(call)) ||
	    !fn || fn->type != PSEUDO_SYM || !fn->sym)
		return NULL;
	// the definition, whichever declaration the call is through (parse
	// gives each its definition); one with none is not of the file
	sym = fn->sym->definition;
	if (!sym)
		return program_summary(fn->sym);
	s = summary_find(sym);
	// several files in one run share their global declarations: a
	// summary made while checking another file is not this file's
	if (s && s->file != base_filename)
		return program_summary(fn->sym);
	if (!s)
		return NULL;
	if (in_header(call->pos) && !in_header(s->fn->pos))
		return NULL;
	return s;
}

enum nullvalue summary_result(struct instruction *safe call)
{
	struct summary *s = summary_of(call);

	return s ? s->value : NV_UNKNOWN;
}

unsigned int call_null_inputs(struct instruction *safe call)
{
	struct summary *s = summary_of(call);
	unsigned int params = 0, mine;
	pseudo_t arg;
	int nr = 0;

	if (!s || s->value != NV_MAYBE || !s->null_inputs)
		return 0;
	FOR_EACH_PTR(call->arguments, arg) {
		if (++nr > 32 || !(s->null_inputs & (1U << (nr - 1))))
			continue;
		if (!from_inputs_through(arg, &mine, call_from_inputs) || !mine)
			return 0;
		params |= mine;
	} END_FOR_EACH_PTR(arg);
	return params;
}

bool call_from_inputs(struct instruction *safe call)
{
	struct summary *s = summary_of(call);

	return s && s->from_inputs;
}

bool call_constant(struct instruction *safe call, long long *safe k)
{
	struct summary *s = summary_of(call);

	if (!s || !s->is_constant)
		return false;
	*k = s->constant;
	return true;
}

// Does every return of @ep return the same integer constant?  In @k.
static bool returns_constant(struct entrypoint *safe ep, long long *safe k)
{
	struct basic_block *bb;
	bool found = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction *ret = last_instruction(bb->insns), *def;
		pseudo_t src;

		if (!ret || ret->opcode != OP_RET)
			continue;
		if (!ret->src || ret->src == VOID || is_pointer(ret->type))
			return false;
		if (ret->src->type == PSEUDO_VAL) {
			if (found && *k != ret->src->value)
				return false;
			*k = ret->src->value;
			found = true;
			continue;
		}
		if (DEF_OPCODE(def, ret->src) != OP_PHI || !def)
			return false;
		FOR_EACH_PTR(def->phi_list, src) {
			pseudo_t v = src && src != VOID && src->def ? src->def->phi_src : NULL;

			if (!v || v->type != PSEUDO_VAL || (found && *k != v->value))
				return false;
			*k = v->value;
			found = true;
		} END_FOR_EACH_PTR(src);
	} END_FOR_EACH_PTR(bb);
	return found;
}

bool nullstate_passes_param(struct instruction *safe call, int nr)
{
	struct summary *s = summary_of(call);

	return s && nr >= 1 && nr <= MAX_PARAMS && (s->passes & (1U << (nr - 1)));
}

bool nullstate_derefs_param(struct instruction *safe call, int nr, struct position *safe pos)
{
	struct summary *s = summary_of(call);

	if (!s || nr < 1 || nr > MAX_PARAMS || !(s->derefs & (1U << (nr - 1))))
		return false;
	*pos = s->deref_pos[nr - 1];
	return true;
}

void nullstate_latent_use(struct symbol *safe fn, int nr, struct position pos)
{
	struct summary *s;

	if (nr < 1 || nr > MAX_PARAMS)
		return;
	s = summary_make(fn);
	if (!(s->latent & (1U << (nr - 1))))
		s->latent_pos[nr - 1] = pos;
	s->latent |= 1U << (nr - 1);
}

bool nullstate_latent_param(struct instruction *safe call, int nr, struct position *safe pos)
{
	struct summary *s = summary_of(call);

	if (!s || nr < 1 || nr > MAX_PARAMS || !(s->latent & (1U << (nr - 1))))
		return false;
	*pos = s->latent_pos[nr - 1];
	return true;
}

// Is @a the parameter @p: itself, or, where its address is taken (it
// stays in memory), a load of its variable @param ('tok(&s)')?
static bool is_param_value(pseudo_t a, pseudo_t safe p, struct symbol *param)
{
	struct instruction *def;

	if (a == p)
		return true;
	if (!a || !param || DEF_OPCODE(def, a) != OP_LOAD || def->offset)
		return false;
	return def->src && def->src->type == PSEUDO_SYM && def->src->sym == param;
}

// Does @call, a call or an inlined call's passing (passes_inlined()),
// pass @p (or a cast of it, or a load of its variable @param:
// is_param_value()) to a parameter that must not be NULL: a safe or
// nonnull one, or one that the callee's summary says it dereferences
// first?  In @pos, where.
static bool passes_on(struct instruction *safe call, pseudo_t safe p, struct symbol *param,
	struct position *safe pos)
{
	bool inlined = passes_inlined(call);
	struct symbol *fntype = inlined ? NULL : first_ptr_list((struct ptr_list *)call->fntypes);
	struct symbol *fn = call->func && call->func->type == PSEUDO_SYM ? call->func->sym : fntype;
	pseudo_t arg, src;
	int nr = 0;

	if (call->opcode != OP_CALL && !inlined)
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		for (src = arg; src && !is_param_value(src, p, param); src = cast_source(src))
			;
		if (!src)
			continue;
		if (is_safe_param(fn, nr) || is_nonnull_param(fntype, nr) ||
		    nullstate_derefs_param(call, nr, pos)) {
			struct expression *written = written_argument(call, nr);

			// the argument, where it is written
			*pos = written ? written->pos : call->pos;
			return true;
		}
	} END_FOR_EACH_PTR(arg);
	return false;
}

// Does every path from the entry of @ep load or store through the
// parameter @p (or what is computed from it), or pass it on (passes_on()),
// before it tests it or returns?  In @pos, the first such use found, and
// in @passed whether it passes it on.
static bool deref_first(struct entrypoint *safe ep, pseudo_t safe p, struct position *safe pos,
	bool *safe passed)
{
	struct basic_block *bb, *child;
	struct basic_block_list *todo = NULL;
	unsigned long gen = ++bb_generation;
	bool covered = true, any = false;

	if (!ep->entry || !ep->entry->bb)
		return false;
	bb = ep->entry->bb;
	bb->generation = gen;
	add_bb(&todo, bb);
	while (covered && (bb = delete_ptr_list_last((struct ptr_list **)&todo))) {
		struct instruction *insn;
		struct position at;
		bool done = false;
		pseudo_t roots[8];

		// (a 'break' in FOR_EACH_PTR() only goes to the next entry)
		FOR_EACH_PTR(bb->insns, insn) {
			int i, n;

			if (!insn->bb)
				continue;
			switch (insn->opcode) {
			case OP_LOAD:
			case OP_STORE:
				n = nullstate_roots(insn->src, roots, 8);
				for (i = 0; i < n; i++) {
					if (roots[i] == p && !insn->pos.sysmacro) {
						if (!any) {
							*pos = insn->pos;
							*passed = false;
						}
						any = done = true;
					}
				}
				break;
			case OP_CALL:
				if (!insn->pos.sysmacro && passes_on(insn, p, NULL, &at)) {
					if (!any) {
						*pos = at;
						*passed = true;
					}
					any = done = true;
				}
				break;
			case OP_CBR:
			case OP_SEL:
				if (insn->cond == p)
					covered = false;
				break;
			case OP_SET_EQ:
			case OP_SET_NE:
				if (insn->src1 == p || insn->src2 == p)
					covered = false;
				break;
			case OP_RET:
				covered = false;
				break;
			}
			if (done || !covered)
				goto block_done;
		} END_FOR_EACH_PTR(insn);
block_done:
		if (done || !covered)
			continue;
		if (!bb->children)
			covered = false;	// ends without returning: no
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation != gen) {
				child->generation = gen;
				add_bb(&todo, child);
			}
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return covered && any;
}

static bool stored_from(pseudo_t safe var, pseudo_t safe p, struct symbol *param, int depth);

// Is the address @a computed from @p, on some path: @p itself (or a load
// of its variable @param, is_param_value()), a cast of it, @p plus an
// offset (a constant or not: 'p[i]', which nullstate_roots() leaves to
// the solver's knowledge of the index), a phi or select that @p is a
// source of ('while (*s) s++', 'if (!home) home = p'), or a load of a
// variable kept in memory that @p is stored into (stored_from())?
static bool computed_from(pseudo_t a, pseudo_t safe p, struct symbol *param, int depth)
{
	struct instruction *def;
	pseudo_t phi;

	if (is_param_value(a, p, param))
		return true;
	if (!a || a->type != PSEUDO_REG || depth > 4)
		return false;
	def = a->def;
	if (!def)
		return false;
	switch (def->opcode) {
	case OP_ADD:
		return computed_from(def->src1, p, param, depth + 1) ||
		       computed_from(def->src2, p, param, depth + 1);
	case OP_SUB:
		return computed_from(def->src1, p, param, depth + 1);
	case OP_SEL:
		return computed_from(def->src2, p, param, depth + 1) ||
		       computed_from(def->src3, p, param, depth + 1);
	case OP_PHI:
		FOR_EACH_PTR(def->phi_list, phi) {
			struct instruction *src = phi && phi != VOID ? phi->def : NULL;

			if (src && src->opcode == OP_PHISOURCE &&
			    computed_from(src->phi_src, p, param, depth + 1))
				return true;
		} END_FOR_EACH_PTR(phi);
		return false;
	case OP_LOAD:
		// a variable kept in memory (one its function assigns):
		// what is stored into it, on some path ('if (!home) home = p')
		if (def->src && def->src->type == PSEUDO_SYM && !def->offset)
			return stored_from(def->src, p, param, depth + 1);
		return false;
	}
	// a cast or a copy (cast_source()'s)
	return computed_from(cast_source(a), p, param, depth + 1);
}

// Is something stored into the variable @var computed from @p?
static bool stored_from(pseudo_t safe var, pseudo_t safe p, struct symbol *param, int depth)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(var->users, pu) {
		struct instruction *store = pu ? pu->insn : NULL;

		if (store && store->bb && store->opcode == OP_STORE && store->src == var &&
		    !store->offset && computed_from(store->target, p, param, depth))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// Does @store put @p (or a cast of it) into a safe field or variable (or
// one that the suggestions propose)?
static bool stores_on(struct instruction *safe store, pseudo_t safe p, struct symbol *param)
{
	pseudo_t v;

	for (v = store->target; v && !is_param_value(v, p, param); v = cast_source(v))
		;
	return v && is_safe_store(store);
}

// Does some instruction of @ep load or store through the parameter @p
// (or what is computed from it), pass it on (passes_on()) or store it
// where it must not be NULL (stores_on()), where no
// instruction tests it: no branch or select on it, no comparison of it
// with 0?  But for the tests that an inline function it calls makes of
// what it is given ('if (!valid(m)) return;'), which set @tolerated: a
// helper that takes NULL says nothing of whether @ep does.
static bool used_untested(struct entrypoint *safe ep, pseudo_t safe p, bool *safe tolerated)
{
	struct symbol *type = ep->name ? ep->name->ctype.base_type : NULL;
	struct symbol *param = type ? ptr_list_nth(type->arguments, p->nr - 1) : NULL;
	struct basic_block *bb;
	struct instruction *insn;
	struct position at;
	bool used = false, own = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			bool use = false, test = false;

			if (!insn->bb)
				continue;
			switch (insn->opcode) {
			case OP_STORE:
				// stored where it must not be NULL
				use = !insn->pos.sysmacro && stores_on(insn, p, param);
				/* fall through */
			case OP_LOAD:
				use = use || (!insn->pos.sysmacro && computed_from(insn->src, p, param, 0));
				break;
			case OP_INLINED_CALL:		// passes_inlined()
			case OP_CALL:
				use = !insn->pos.sysmacro && passes_on(insn, p, param, &at);
				break;
			case OP_CBR:
			case OP_SEL:
				test = is_param_value(insn->cond, p, param);
				break;
			case OP_SET_EQ:
			case OP_SET_NE:
				// with 0; another pointer's comparison is no test
				// of it ('if (m->owner == p)')
				test = (is_param_value(insn->src1, p, param) && is_zero(insn->src2)) ||
				       (is_param_value(insn->src2, p, param) && is_zero(insn->src1));
				break;
			}
			if (test && !in_inlined_body(ep, insn))
				return false;
			*tolerated |= test;
			used |= use;
			own |= use && !in_inlined_body(ep, insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	// one that such a helper tests is a contract where @ep uses it too
	return *tolerated ? own : used;
}

// Does a block of @bb's that is not seen yet (its ->generation not @gen)
// start a way to a return, not through a call that never returns (of
// this file, as far as it is known: sparse itself ends a block at a call
// declared noreturn)?  Blocks are taken from a stack @todo of @size.
static bool way_to_return(struct basic_block *safe bb, unsigned long gen,
	struct basic_block *safe *safe todo, int size)
{
	int nr = 0;

	bb->generation = gen;
	todo[nr++] = bb;
	while (nr > 0) {
		struct basic_block *child, *safe at = todo[--nr];
		struct instruction *insn;

		FOR_EACH_PTR(at->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode == OP_RET)
				return true;
			if (insn->opcode == OP_CALL && never_returns(insn->func))
				goto next;
		} END_FOR_EACH_PTR(insn);
		FOR_EACH_PTR(at->children, child) {
			if (child->generation == gen)
				continue;
			// no room: taken for a way out
			if (nr == size)
				return true;
			child->generation = gen;
			todo[nr++] = child;
		} END_FOR_EACH_PTR(child);
next:
		;
	}
	return false;
}

// Has @ep a return at all?  From the end: the return block is most often
// the last one.
static bool has_return(struct entrypoint *safe ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		struct instruction *last = last_instruction(bb->insns);

		if (last && last->opcode == OP_RET)
			return true;
	} END_FOR_EACH_PTR_REVERSE(bb);
	return false;
}

// Does @ep call a function of the file that never returns?
static bool calls_never_returning(struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_CALL && never_returns(insn->func))
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

// Can @ep return: is a return reachable from its entry?  Most functions
// have one return block, the last; one that calls a function of the file
// that never returns is walked from the entry, such calls ending blocks.
static bool reaches_return(struct entrypoint *safe ep)
{
	struct basic_block *safe *todo;
	bool ret;
	int size;

	if (!has_return(ep))
		return false;
	if (!never_return || !calls_never_returning(ep) || !ep->entry || !ep->entry->bb)
		return true;
	size = ptr_list_size((struct ptr_list *)ep->bbs) + 1;
	todo = xrealloc(NULL, size * sizeof(*todo));
	ret = way_to_return(ep->entry->bb, ++bb_generation, todo, size);
	free(todo);
	return ret;
}

// the static pointer variable that @insn loads whole, or the pointer
// member or element of a static that it loads (global_slot()), or NULL
static const void *loaded_static(struct instruction *safe insn)
{
	pseudo_t addr = insn->src;

	if (insn->opcode != OP_LOAD || !addr || addr->type != PSEUDO_SYM || !addr->sym ||
	    !(addr->sym->ctype.modifiers & MOD_STATIC))
		return NULL;
	return global_slot(insn);
}

#define PREFIX_LOADS	8			// loads of a static variable that
						// ... the entry's walk follows

// The static pointer variables that @ep loads and dereferences in its
// entry block, before any call, test of them, or store into them: a
// caller that calls it while one is NULL makes it dereference NULL.
static void learn_global_derefs(struct entrypoint *safe ep)
{
	struct basic_block *bb = ep->entry ? ep->entry->bb : NULL;
	struct instruction *insn;
	pseudo_t values[PREFIX_LOADS];
	const void *vars[PREFIX_LOADS];
	int nr = 0, i, j, n;

	if (!bb || !ep->name)
		return;
	FOR_EACH_PTR(bb->insns, insn) {
		const void *var, *whole;
		pseudo_t roots[8];

		if (!insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_CALL: case OP_CBR: case OP_SWITCH: case OP_RET: case OP_ASM:
		case OP_COMPUTEDGOTO:
			return;
		case OP_SEL: case OP_SET_EQ: case OP_SET_NE:
			// a test: that variable is not dereferenced first
			for (i = 0; i < nr; i++) {
				if (values[i] == insn->src1 || values[i] == insn->src2)
					values[i] = NULL;
			}
			break;
		case OP_STORE:
			// (a store into a whole structure changes its members)
			whole = insn->src && insn->src->type == PSEUDO_SYM && !global_slot(insn) ?
				global_variable(insn->src->sym) : NULL;
			if ((var = global_slot(insn)) || whole) {
				for (i = 0; i < nr; i++) {
					const void *of = NULL;
					long long off;

					if (vars[i] == var ||
					    (whole && global_field_of(vars[i], &of, &off) && of == whole))
						values[i] = NULL;
				}
			}
			/* fall through */
		case OP_LOAD:
			var = insn->opcode == OP_LOAD ? loaded_static(insn) : NULL;
			if (var && nr < PREFIX_LOADS) {
				values[nr] = insn->target;
				vars[nr++] = var;
				break;
			}
			n = nullstate_roots(insn->src, roots, 8);
			for (i = 0; i < nr; i++) {
				struct summary *s;

				for (j = 0; values[i] && j < n && roots[j] != values[i]; j++)
					;
				if (!values[i] || j == n || insn->pos.sysmacro)
					continue;
				s = summary_make(ep->name);
				for (j = 0; j < s->nr_deref_globals && s->deref_globals[j] != vars[i]; j++)
					;
				if (j == s->nr_deref_globals && j < NULLSTATE_GLOBAL_DEREFS) {
					s->deref_globals[j] = vars[i];
					s->deref_global_pos[j] = insn->pos;
					s->nr_deref_globals++;
				}
				values[i] = NULL;
			}
			break;
		}
	} END_FOR_EACH_PTR(insn);
}

int nullstate_global_derefs(struct instruction *safe call, const void **safe vars,
	struct position *safe pos, int max)
{
	struct summary *s = summary_of(call);
	int i;

	for (i = 0; s && i < s->nr_deref_globals && i < max; i++) {
		vars[i] = s->deref_globals[i];
		pos[i] = s->deref_global_pos[i];
	}
	return i;
}

void nullstate_learn(struct entrypoint *ep)
{
	struct position pos;
	long long k = 0;
	pseudo_t arg;

	if (!ep || !ep->name)
		return;
	learn_global_derefs(ep);
	if (returns_constant(ep, &k)) {
		struct summary *s = summary_make(ep->name);

		s->is_constant = true;
		s->constant = k;
	}
	// the pointer parameters it dereferences before any test of them
	FOR_EACH_PTR(ep->entry ? ep->entry->arg_list : NULL, arg) {
		struct summary *s;
		bool passed = false;

		if (!arg || arg->type != PSEUDO_ARG || arg->nr < 1 || arg->nr > MAX_PARAMS ||
		    !arg->users)
			continue;
		if (!deref_first(ep, arg, &pos, &passed)) {
			bool tolerated = false;

			// only the suggestions ask
			if (fsuggest_safe && used_untested(ep, arg, &tolerated)) {
				s = summary_make(ep->name);
				s->uses |= 1U << (arg->nr - 1);
				if (tolerated)
					s->tolerated |= 1U << (arg->nr - 1);
			}
			continue;
		}
		s = summary_make(ep->name);
		s->derefs |= 1U << (arg->nr - 1);
		if (passed)
			s->passes |= 1U << (arg->nr - 1);
		s->deref_pos[arg->nr - 1] = pos;
	} END_FOR_EACH_PTR(arg);
	if (!reaches_return(ep))
		add_symbol(&never_return, ep->name);
}

bool nullstate_call_asks_null(struct instruction *safe call)
{
	struct summary *s = summary_of(call);
	pseudo_t arg;
	int nr = 0;

	// (another file's function: the database does not record it)
	if (!s || !s->asked_null || !s->file)
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		if (++nr <= 32 && (s->asked_null & (1U << (nr - 1))) &&
		    (!arg || arg->type != PSEUDO_VAL))
			return false;
	} END_FOR_EACH_PTR(arg);
	return nr >= 32 || !(s->asked_null >> nr);
}

bool nullstate_returns_null(struct instruction *safe call, struct position *safe pos)
{
	struct summary *s = summary_of(call);

	if (s && nullstate_call_asks_null(call)) {
		*pos = s->asked_pos;
		return true;
	}
	if (!s || !nv_may_be_null(s->value))
		return false;
	*pos = s->pos;
	return true;
}

bool summary_never_returns(struct symbol *safe fn)
{
	struct symbol *known;

	FOR_EACH_PTR(never_return, known) {
		if (known == fn)
			return true;
	} END_FOR_EACH_PTR(known);
	return false;
}

bool never_returns(pseudo_t fn)
{
	struct symbol *sym;

	if (!fn || fn->type != PSEUDO_SYM)
		return false;
	if (fn->sym && !fn->sym->definition && summarydb_is_open()) {
		struct summary *s = program_summary(fn->sym);

		if (s && s->never_returns)
			return true;
	}
	if (!never_return)
		return false;
	// the definition, when the call is through an earlier declaration
	for (sym = fn->sym; sym; sym = sym->type == SYM_NODE ? sym->same_symbol : NULL) {
		if (summary_never_returns(sym) ||
		    (sym->definition && summary_never_returns(sym->definition)))
			return true;
	}
	return false;
}

bool call_cannot_fail(struct instruction *safe call)
{
	struct summary *s = summary_of(call);

	return s && s->allocates && s->gfp_param &&
		flags_never_fail(ptr_list_nth(call->arguments, s->gfp_param - 1), true);
}

bool nullstate_call_latent(struct instruction *safe call)
{
	return call_null_inputs(call) != 0;
}

bool nullstate_call_allocates(struct instruction *safe call)
{
	struct summary *s = summary_of(call);

	return s && s->allocates;
}
