/*
 * Reporting: see report.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"

#include "annotations.h"
#include "nullstate.h"
#include "names.h"
#include "report.h"

// the (stream, line, message) of each warning given, hashed
static unsigned long *seen;
static unsigned long nr_seen, size_seen;

static unsigned long hash(struct position pos, const char *safe msg)
{
	unsigned long h = pos.stream * 1000003UL + pos.line;

	while (*msg)
		h = h * 31 + (unsigned char)*msg++;
	return h ? h : 1;
}

// add @h to the set; false if it was there
static bool first_time(unsigned long h)
{
	unsigned long *table = seen;
	unsigned long i;

	if (!table || 2 * (nr_seen + 1) > size_seen) {
		unsigned long *old = table, old_size = size_seen;

		size_seen = size_seen ? 2 * size_seen : 256;
		table = calloc(size_seen, sizeof(*table));
		if (!table)
			die("out of memory");
		for (i = 0; old && i < old_size; i++) {
			unsigned long j;

			if (!old[i])
				continue;
			for (j = old[i] % size_seen; table[j]; j = (j + 1) % size_seen)
				;
			table[j] = old[i];
		}
		free(old);
		seen = table;
	}
	for (i = h % size_seen; table[i]; i = (i + 1) % size_seen) {
		if (table[i] == h)
			return false;
	}
	table[i] = h;
	nr_seen++;
	return true;
}

// whether sparse showed notes before the function's first report(), or
// -1 before it
static int notes_before = -1;

bool report(struct position pos, const char *safe fmt, ...)
{
	char msg[512];
	va_list args;
	int was;

	va_start(args, fmt);
	vsnprintf(msg, sizeof(msg), fmt, args);
	va_end(args);
	if (!first_time(hash(pos, msg)))
		return false;
	// a warning sparse silenced silences the notes of later ones; this
	// one's notes go with it (unless it is silenced too)
	was = show_notes(1);
	if (notes_before < 0)
		notes_before = was;
	warning(pos, "%s", msg);
	return true;
}

// the allocations of the function whose use has been reported
static struct instruction_list *allocations_reported;

bool allocation_reported(struct instruction *safe why)
{
	if (lookup_ptr_list_entry((struct ptr_list *)allocations_reported, why))
		return true;
	add_instruction(&allocations_reported, why);
	return false;
}

void report_function_done(void)
{
	if (notes_before >= 0)
		show_notes(notes_before);
	notes_before = -1;
	free_ptr_list(&allocations_reported);
}

// where what @why reads (a load, a call, a parameter) is declared
static struct position nullable_declaration(struct instruction *safe why)
{
	struct symbol *decl = NULL;

	if (why->opcode == OP_LOAD && why->lvalue)
		decl = why->lvalue->ctype;
	else if (why->opcode == OP_CALL)
		decl = first_ptr_list((struct ptr_list *)why->fntypes);
	else if (why->bb && why->bb->ep)
		decl = why->bb->ep->name;
	if (decl && decl->type == SYM_NODE && decl->pos.line)
		return decl->pos;
	return why->pos;
}

const char *allocation(struct instruction *why)
{
	static char name[128];
	struct instruction *written;
	size_t len;
	struct symbol *fn;

	if (!why || why->opcode != OP_CALL)
		return NULL;
	fn = first_ptr_list((struct ptr_list *)why->fntypes);
	if (!is_allocator(fn) || is_nullable_return(fn))
		return NULL;
	// what the code called: 'kzalloc()', not the 'kmalloc_trace()' of
	// its inlined body; kept apart from show_ident()'s few buffers,
	// which naming the rest of the message reuses
	written = written_call(why);
	snprintf(name, sizeof(name), "%s", callee_name(written ? written : why));
	// the kernel's 'kzalloc(...)' is a macro of kzalloc_noprof() since
	// 6.10: the name written is the macro's
	len = strlen(name);
	if (len > 7 && !strcmp(name + len - 7, "_noprof"))
		name[len - 7] = 0;
	return name;
}

// the value the warning being made is about, if its maker says
static pseudo_t reported;

void reporting_value(pseudo_t value)
{
	reported = value;
}

#define FLOW_VISITS	64			// phis value_flows_into() looks
						// ... at, at most

static bool flows_into(pseudo_t p, pseudo_t to, int depth, int *safe visits)
{
	struct instruction *def = to && to->type == PSEUDO_REG ? to->def : NULL;
	pseudo_t src, roots[8];
	int i, n;

	if (!def || def->opcode != OP_PHI || depth > 4 || ++*visits > FLOW_VISITS)
		return false;
	FOR_EACH_PTR(def->phi_list, src) {
		struct instruction *ps = src && src != VOID ? src->def : NULL;

		if (!ps || !ps->phi_src)
			continue;
		// (through what keeps its value: a cast, 'obj - offset')
		n = nullstate_roots(ps->phi_src, roots, 8);
		for (i = 0; i < n; i++) {
			if (roots[i] == p || flows_into(p, roots[i], depth + 1, visits))
				return true;
		}
	} END_FOR_EACH_PTR(src);
	return false;
}

bool value_flows_into(pseudo_t p, pseudo_t to)
{
	int visits = 0;

	return flows_into(p, to, 0, &visits);
}

// The name for the note at the test @why: the reported value's, @name,
// where the test tests it (or what it was loaded as, or a value of it
// that flows into it); else, where the test tests one pointer, that
// pointer's ('ri->next' tested, not 'ri').
static const char *tested_name(struct instruction *safe why, const char *name)
{
	pseudo_t tested[NULLSTATE_MAX_TESTED], one = NULL;
	const char *found;
	int i, n;

	if (!reported)
		return name;
	if (why->opcode == OP_CBR)
		n = nullstate_branch_tests(why, tested);
	else
		n = nullstate_cond_tests(why->opcode == OP_SEL ? why->src1 : why->target, tested);
	for (i = 0; i < n; i++) {
		if (tested[i] == reported || value_flows_into(tested[i], reported))
			return name;
		if (one && tested[i] != one)
			return name;
		one = tested[i];
	}
	found = one ? pseudo_name(one, NULL) : NULL;
	// the same memory, read again: the name as reported
	return found && name && strcmp(found, name) ? found : name;
}

void report_evidence(struct instruction *why, const char *name)
{
	const char *alloc = allocation(why);
	struct symbol *sym;
	struct position pos;

	if (!why)
		return;
	pos = why->pos;
	if (alloc) {
		struct instruction *written = written_call(why);

		info(written ? written->pos : pos, "    '%s' is the result of this %s() call",
		     name, alloc);
		return;
	}
	if (nullstate_returns_null(why, &pos)) {
		info(pos, "    '%s' is NULL where %s() returns this", name, callee_name(why));
		return;
	}
	if (nullstate_call_nulls(why)) {
		info(pos, "    '%s' is NULL after this call: %s() leaves it NULL", name,
		     callee_name(why));
		return;
	}
	if (nullstate_call_keeps(why)) {
		info(pos, "    '%s' is still NULL after this call where %s() fails, which leaves it as it was",
		     name, callee_name(why));
		return;
	}
	if (nullstate_call_may_null(why)) {
		info(pos, "    '%s' is NULL after this call where %s() fails to allocate it",
		     name, callee_name(why));
		return;
	}
	switch (why->opcode) {
	case OP_SEL:		// an 'if' made a select, with its position
	case OP_CBR:
	case OP_SET_EQ:
	case OP_SET_NE:
		info(pos, "    '%s' is NULL on one side of this test", tested_name(why, name));
		break;
	case OP_LOAD:		// the declaration of what is loaded,
		if ((sym = null_static_load(why))) {
			info(sym->pos, "    '%s' is NULL: nothing in this file assigns it",
			     show_ident(sym->ident));
			break;
		}
		/* fall through */
	case OP_CALL:		// of the function called,
	case OP_ENTRY:		// of the function whose parameter it is
		info(nullable_declaration(why), "    '%s' is declared _Nullable", name);
		break;
	case OP_PHISOURCE:
		// where the value it passes on was assigned (patch 0008);
		// one without a position is in the block of the assignment
		if (!pos.line && why->bb)
			pos = why->bb->pos;
		/* fall through */
	default:
		info(pos, "    '%s' is NULL from here", name);
	}
}

// Is the evidence in the function's own source?  A test inlined from a
// helper ('return type && type->type == SYM_FN;') is the helper's caution,
// not a statement that this caller's pointer may be NULL.  Helpers are
// defined before their callers, in a header or above them in the file.
// A macro's body is such a helper too ('x ? container_of(x, ...) : NULL',
// 'struct request *__req = NULL'), its arguments are the caller's.
bool own_source(struct symbol *fn, struct position pos)
{
	if (!fn)
		return true;
	if (pos.macro)
		return false;
	return pos.stream == fn->pos.stream && pos.line >= fn->pos.line;
}
