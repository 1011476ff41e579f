/*
 * -fsuggest-safe: which function is which: one of several declarations, a family's
 * member, one a proposal is made for.  See suggest.h,
 * and suggest-internal.h for how the rooms share their state.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <stdarg.h>

#include "lib.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "scope.h"
#include "parse.h"
#include "evaluate.h"
#include "target.h"

#include "annotations.h"
#include "names.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "source.h"
#include "summarydb.h"
#include "suggest.h"
#include "suggest-internal.h"

struct suggest_state sg;

void *safe grow(void *p, int *safe alloc, size_t size)
{
	*alloc = *alloc * 2 + 16;
	p = realloc(p, *alloc * size);
	if (!p)
		die("out of memory");
	return p;
}

////////////////////////////////////////////////////////////////////////
// Which function

struct symbol *function_node(struct symbol *sym)
{
	if (sym && sym->type == SYM_PTR)
		sym = sym->ctype.base_type;
	if (!sym || sym->type != SYM_NODE || !sym->ident || sym->namespace != NS_SYMBOL ||
	    (sym->ctype.modifiers & MOD_USERTYPE) || !sym->ctype.base_type ||
	    sym->ctype.base_type->type != SYM_FN)
		return NULL;
	return sym;
}

bool same_place(struct position a, struct position b)
{
	const char *in_a, *in_b;

	if (a.line != b.line || a.pos != b.pos)
		return false;
	if (a.stream == b.stream)
		return true;
	in_a = stream_name(a.stream);
	in_b = stream_name(b.stream);
	return in_a && in_b && !strcmp(in_a, in_b);
}

bool same_function(struct symbol *safe a, struct symbol *safe b)
{
	struct symbol *da = a->definition ? a->definition : a;
	struct symbol *db = b->definition ? b->definition : b;

	if (da == db)
		return true;
	if ((a->ctype.modifiers | b->ctype.modifiers) & MOD_STATIC)
		return a->ident == b->ident && same_place(da->pos, db->pos);
	return a->ident == b->ident;
}

struct proposal *proposal_of(struct symbol *sym)
{
	struct symbol *node = function_node(sym);
	struct proposal *list = sg.list;
	int i;

	if (!node || !list)
		return NULL;
	// the same function has the same name: only those are looked at,
	// in the order of the list
	i = (int)(long)ptrhash_get(&sg.first_of_name, node->ident);
	for (; i > 0 && i <= sg.nr; i = list[i - 1].same_name) {
		if (same_function(list[i - 1].fn, node))
			return &list[i - 1];
	}
	return NULL;
}

struct proposal *safe add_proposal(const struct proposal *safe p)
{
	struct proposal *list = sg.list;
	const struct ident *name = p->fn->ident;
	int last;

	if (sg.nr == sg.alloc || !list)
		list = sg.list = grow(sg.list, &sg.alloc, sizeof(*list));
	list[sg.nr] = *p;
	list[sg.nr].same_name = 0;
	if (name) {
		last = (int)(long)ptrhash_get(&sg.last_of_name, name);
		if (last > 0)
			list[last - 1].same_name = sg.nr + 1;
		else
			ptrhash_put(&sg.first_of_name, name, (void *)(long)(sg.nr + 1));
		ptrhash_put(&sg.last_of_name, name, (void *)(long)(sg.nr + 1));
	}
	return &list[sg.nr++];
}

void drop_proposals(void)
{
	sg.nr = 0;
	ptrhash_clear(&sg.first_of_name);
	ptrhash_clear(&sg.last_of_name);
}

void *open_code(unsigned int open)
{
	return (void *)((unsigned long)open << 1 | 1);
}

static bool in_list(struct symbol_list *list, struct symbol *safe fn)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		if (sym && same_function(sym, fn))
			return true;
	} END_FOR_EACH_PTR(sym);
	return false;
}

bool in_family(struct symbol *safe fn)
{
	int i;

	for (i = 0; sg.stored && i < sg.nr_stored; i++) {
		if (same_function(sg.stored[i].fn, fn))
			return true;
	}
	return false;
}

bool addressed(struct symbol *safe fn)
{
	if (in_list(sg.addressed, fn))
		return true;
	if (fsuggest_safe_sound)
		return in_list(sg.addressed_ir, fn) || in_family(fn);
	return in_list(sg.addressed_ir, fn) && !in_family(fn);
}

bool below_cwd(const char *safe path)
{
	return path[0] != '/' && strncmp(path, "../", 3) && !strstr(path, "/../");
}

bool project_file(struct position pos)
{
	struct stream *s;

	if (pos.stream >= input_stream_nr || !input_streams || pos.macro || pos.sysmacro)
		return false;
	s = &input_streams[pos.stream];
	return !s->system && s->name && s->name[0] != '<';
}

////////////////////////////////////////////////////////////////////////
// What the program agreed (through the summary database)

// a new string: @a, @b and @c
static char *safe concat(const char *safe a, const char *safe b, const char *safe c)
{
	size_t na = strlen(a), nb = strlen(b);
	char *s = malloc(na + nb + strlen(c) + 1);

	if (!s)
		die("out of memory");
	strcpy(s, a);
	strcpy(s + na, b);
	strcpy(s + na + nb, c);
	return s;
}

char *safe place_key(struct position pos)
{
	const char *name = stream_name(pos.stream);
	char *path = name ? realpath(name, NULL) : NULL;
	char *key, at[32];

	snprintf(at, sizeof(at), ":%d:%d", pos.line, pos.pos);
	key = concat(path ? path : name ? name : "?", at, "");
	free(path);
	return key;
}

char *safe function_key(struct symbol *safe fn)
{
	struct symbol *def = fn->definition ? fn->definition : fn;
	const char *name = fn->ident ? show_ident(fn->ident) : "?";
	char *place, *key;

	if (!(fn->ctype.modifiers & MOD_STATIC))
		return concat(name, "", "");
	// a static function: by its place, which a header's is in every file
	place = place_key(def->pos);
	key = concat(name, "@", place);
	free(place);
	return key;
}

static int cmp_agreed(const void *a, const void *b)
{
	const struct db_suggested *safe x = a, *safe y = b;	// bsearch() gives two

	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return strcmp(x->key ? x->key : "", y->key ? y->key : "");
}

void read_agreement(void)
{
	if (!summarydb_is_open() || sg.agreement_read)
		return;
	sg.agreement_read = true;
	sg.nr_agreed = summarydb_suggestions(true, &sg.agreed);
}

const struct db_suggested *agreed_of(int kind, const char *safe key)
{
	struct db_suggested wanted = { .kind = kind, .key = key };

	if (!sg.agreed || !sg.nr_agreed)
		return NULL;
	return bsearch(&wanted, sg.agreed, sg.nr_agreed, sizeof(*sg.agreed), cmp_agreed);
}
