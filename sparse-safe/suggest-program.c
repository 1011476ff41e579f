/*
 * -fsuggest-safe: the end of the run (the proposals tried together, then
 * the diff written or recorded), and the program's files agreed through
 * the summary database.  See suggest.h, and suggest-internal.h for how
 * the rooms share their state.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "symbol.h"
#include "linearize.h"
#include "options.h"

#include "annotations.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "summarydb.h"
#include "suggest.h"
#include "suggest-internal.h"

// rounds of the program's files before they are taken not to agree
#define AGREE_ROUNDS	16

// what the field row's params say of a field, in the files that read it
enum {
	FIELD_STORES = 1,
	FIELD_UNPROVEN = 2,
	FIELD_TESTED = 4,
	FIELD_USED = 8,
	FIELD_ADDRESSED = 16,
	FIELD_ZEROED = 32,
	FIELD_SAFE = 64,
};

////////////////////////////////////////////////////////////////////////
// A file's run: what the program agreed, taken as made

// With -fsuggest-safe-sound the files agree in two phases, as one run
// tries the proposals: first they grow them all together (what they
// prove in turn), then they withdraw what a caller does not prove, from
// what they grew.  Which phase the agreement is in.
static int sound_phase(void)
{
	const struct db_suggested *a;

	if (!fsuggest_safe_sound)
		return 0;
	a = agreed_of(DB_SUGGEST_PHASE, "phase");
	return a && a->params == 2 ? 2 : 1;
}

// The file's own function @fn, in the sound mode's second phase: what
// the program grew, to withdraw from
static void grown_own(struct symbol *safe fn, const struct db_suggested *safe a)
{
	struct proposal *p = proposal_of(fn), grown = { };

	if (!p && !a->params && !a->result)
		return;
	if (!p) {
		grown.fn = fn;
		p = add_proposal(&grown);
	}
	p->params = a->params;
	p->tolerated = a->tolerated & a->params;
	p->withdrawn |= a->withdrawn;
	p->result = a->result;
	p->result_withdrawn = a->result_withdrawn;
}

// the program's agreement on the functions: what it withdrew of the
// file's own stays withdrawn, and the functions of other files that the
// file declares are proposed what the program proposes them
static void agreed_functions(void)
{
	struct entrypoint *safe *eps = sg.eps;
	struct ptrhash own = { };
	struct symbol *sym;
	int i;

	read_agreement();
	if (!sg.nr_agreed || !eps)
		return;
	for (i = 0; i < sg.nr_eps; i++) {
		struct symbol *fn = eps[i]->name;
		const struct db_suggested *a;
		struct proposal *p;
		char *key;

		if (!fn || !fn->ident)
			continue;
		if (!(fn->ctype.modifiers & MOD_STATIC))
			ptrhash_put(&own, fn->ident, fn);
		key = function_key(fn);
		a = agreed_of(DB_SUGGEST_FUNCTION, key);
		free(key);
		if (a && sound_phase() == 2 && project_file(fn->pos)) {
			grown_own(fn, a);
			continue;
		}
		p = proposal_of(fn);
		if (!p || !a)
			continue;
		p->params &= ~a->withdrawn;
		p->withdrawn |= a->withdrawn;
		p->tolerated = (p->tolerated | a->tolerated) & p->params;
		if (a->result_withdrawn) {
			p->result = false;
			p->result_withdrawn = true;
		}
	}
	FOR_EACH_PTR(sg.funcs, sym) {
		const struct db_suggested *a;
		struct proposal p = { };

		if (!sym || !sym->ident || (sym->ctype.modifiers & MOD_STATIC) ||
		    ptrhash_get(&own, sym->ident) || proposal_of(sym))
			continue;
		a = agreed_of(DB_SUGGEST_FUNCTION, show_ident(sym->ident));
		if (!a || (!a->params && !a->result))
			continue;
		p.fn = sym;
		p.params = a->params;
		p.tolerated = a->tolerated & a->params;
		p.withdrawn = a->withdrawn;
		p.result = a->result;
		p.result_withdrawn = a->result_withdrawn;
		p.foreign = true;
		add_proposal(&p);
	} END_FOR_EACH_PTR(sym);
	ptrhash_clear(&own);
}

// the program's agreement on the fields, over what the file's own stores
// and tests say (withdraw_at_once())
static void agreed_fields(void)
{
	struct field *safe *fields = sg.fields;
	int i;

	for (i = 0; sg.nr_agreed && fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];
		const struct db_suggested *a = agreed_of(DB_SUGGEST_FIELD, f->key);

		if (!a)
			continue;
		f->proposed = a->params && !a->withdrawn;
		f->contract = f->proposed && a->result;
		if (a->withdrawn)
			f->withdrawn = true;
	}
}

////////////////////////////////////////////////////////////////////////
// A file's run: what it proposes, recorded

static unsigned int field_flags(struct field *safe f)
{
	return (f->stores ? FIELD_STORES : 0) | (f->unproven ? FIELD_UNPROVEN : 0) |
	       (f->tested ? FIELD_TESTED : 0) | (f->used ? FIELD_USED : 0) |
	       (f->addressed ? FIELD_ADDRESSED : 0) | (f->zeroed ? FIELD_ZEROED : 0) |
	       (is_safe_pointer(f->member) ? FIELD_SAFE : 0);
}

static void record_proposal(struct proposal *p, const char *safe key, bool defines)
{
	struct db_suggested row = { .kind = DB_SUGGEST_FUNCTION, .key = key, .defines = defines };

	if (p) {
		row.params = p->params;
		row.withdrawn = p->withdrawn;
		row.tolerated = p->tolerated;
		row.result = p->result;
		row.result_withdrawn = p->result_withdrawn;
	}
	summarydb_add_suggested(&row);
}

// @visit each function the file defines, once, with its key
static void each_own(void (*visit)(struct symbol *safe fn, const char *safe key))
{
	struct entrypoint *safe *eps = sg.eps;
	struct ptrhash seen = { };
	int i;

	for (i = 0; eps && i < sg.nr_eps; i++) {
		struct symbol *fn = eps[i]->name;
		char *key;

		if (!fn || !fn->ident || !project_file(fn->pos) || ptrhash_get(&seen, fn))
			continue;
		ptrhash_put(&seen, fn, fn);
		key = function_key(fn);
		visit(fn, key);
		free(key);
	}
	ptrhash_clear(&seen);
}

// the proposals of the function @fn the file defines, as it proves them:
// a row of nothing too for one of external linkage, which another file
// may define (the row says the file proves nothing of it, and that some
// file defines it); a static one proposes nothing where it has no row
static void record_own(struct symbol *safe fn, const char *safe key)
{
	struct proposal *p = proposal_of(fn);

	if ((fn->ctype.modifiers & MOD_STATIC) &&
	    (!p || (!p->params && !p->withdrawn && !p->result && !p->result_withdrawn)))
		return;
	record_proposal(p, key, true);
}

// The families of the file's functions, as its functions prove them
static void record_families(void)
{
	struct ptrhash seen = { };
	int i;

	for (i = 0; sg.stored && i < sg.nr_stored; i++) {
		struct symbol *safe type = sg.stored[i].type;
		struct db_suggested row = { .kind = DB_SUGGEST_FAMILY };
		char *key;

		if (ptrhash_get(&seen, type))
			continue;
		ptrhash_put(&seen, type, type);
		key = family_key(type);
		row.key = key;
		row.params = family_params_here(type);
		summarydb_add_suggested(&row);
		free(key);
	}
	ptrhash_clear(&seen);
}

// Of the function @fn the file defines, what the program agreed: a name
// that other files define too has what all definitions prove.  (What
// the file proves is recorded before: the next round's agreement is
// made of it.)
static void agreed_own(struct symbol *safe fn, const char *safe key)
{
	const struct db_suggested *a = agreed_of(DB_SUGGEST_FUNCTION, key);
	struct proposal *p = proposal_of(fn);

	if (!a || !p)
		return;
	p->params &= a->params;
	p->tolerated &= p->params;
	p->result = p->result && a->result;
}

// The file's proposals, recorded: its functions' (record_own(), before
// what the program agreed is taken), then the rest
static void record_suggestions(void)
{
	struct field *safe *fields = sg.fields;
	struct edit *edits = sg.edits;
	char *line;
	int i;

	// the other files' functions, as its calls left them
	for (i = 0; sg.list && i < sg.nr; i++) {
		if (sg.list[i].foreign && sg.list[i].fn->ident)
			record_proposal(&sg.list[i], show_ident(sg.list[i].fn->ident), false);
	}
	for (i = 0; fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];
		struct db_suggested row = { .kind = DB_SUGGEST_FIELD, .key = f->key };

		row.params = field_flags(f);
		row.withdrawn = f->withdrawn;
		row.result = f->proposed;
		if (row.params & ~FIELD_SAFE || row.withdrawn || row.result)
			summarydb_add_suggested(&row);
	}
	for (i = 0; edits && i < sg.nr_edits; i++)
		summarydb_add_edit(edits[i].key, edits[i].offset, edits[i].text);
	FOR_EACH_PTR(sg.notes, line) {
		summarydb_add_line(line);
	} END_FOR_EACH_PTR(line);
	FOR_EACH_PTR(sg.will_warn, line) {
		summarydb_add_line(line);
	} END_FOR_EACH_PTR(line);
	if (sg.nr_edits && sg.no_safe) {
		FOR_EACH_PTR(sg.no_safe, line) {
			char msg[PATH_MAX + 128];

			no_safe_message(msg, sizeof(msg), line);
			summarydb_add_line(msg);
		} END_FOR_EACH_PTR(line);
	}
	summarydb_end_suggestions();
}

////////////////////////////////////////////////////////////////////////
// The end of the run

static void end_of_run(void)
{
	bool recording = summarydb_is_open() && base_filename && getenv(SUGGEST_AGREE_ENV);
	int rounds = 0, grows = 0;

	if (sg.died || !sg.started)
		return;
	fflush(stderr);
	sort_declarations();
	join_families();
	agreed_functions();
	// withdraw what the code cannot hold, until all hold
	withdraw_at_once();
	agreed_fields();
	// the fields whose nullness a length decides (in the files read),
	// before the rounds: a field proposed so is not safe there
	if (!recording && !sg.nr_agreed)
		depend_fields();
	// what the code cannot hold is withdrawn, until all hold; with the
	// contracts, what they prove in turn is proposed, and tried again,
	// until nothing more is.  The sound mode grows them first, all that
	// they would prove together, then withdraws: a proposal withdrawn
	// for a caller not yet proven would not be tried again once the
	// caller is (and a second run would propose it)
	// (through the database, the sound mode's phases are the program's:
	// its files grow them together, then withdraw them together, from
	// what they grew, which growing again does not change)
	if (fsuggest_safe_sound)
		while (++grows < 16 && grow_proposals())
			;
	if (!(recording && sound_phase() == 1)) {
		do {
			do {
				sg.changed = false;
				try_proposals();
			} while (sg.changed && ++rounds < 64);
		} while (!sg.changed && !fsuggest_safe_sound && ++grows < 16 && grow_proposals());
	}
	if (sg.changed)
		drop_proposals();		// no fixed point: propose nothing
	else if (!recording && !sg.nr_agreed)
		grow_building();
	if (recording) {
		summarydb_begin_suggestions(summarydb_path(base_filename));
		each_own(record_own);
		record_families();
	}
	if (sg.nr_agreed) {
		each_own(agreed_own);
		sg.agreed_taken = true;
		hold_families();
	}
	// what the contracts ask of their callers
	if (!fsuggest_safe_sound && sg.nr) {
		sg.listing = true;
		try_proposals();
		sg.listing = false;
	}
	place_edits();
	// the first pass: the program's files agree before a diff is written
	if (recording) {
		record_suggestions();
		return;
	}
	write_diff();
}

void install_suggest(void)
{
	atexit(end_of_run);
}

////////////////////////////////////////////////////////////////////////
// The program's files agreed

// the rows of one key, @rows[0..@n), and what was agreed of it before
// (@old, or NULL), merged into @to: whether there is anything to keep
static bool merge_function(const struct db_suggested *safe rows, int n,
	const struct db_suggested *old, struct db_suggested *safe to)
{
	unsigned int all = ~0U, withdrawn = old ? old->withdrawn : 0, tolerated = 0;
	bool result = true, result_withdrawn = old && old->result_withdrawn;
	bool defined = false;
	int i;

	for (i = 0; i < n; i++) {
		withdrawn |= rows[i].withdrawn;
		tolerated |= rows[i].tolerated;
		result_withdrawn |= rows[i].result_withdrawn;
		if (!rows[i].defines)
			continue;
		// a name several files define: what all the definitions prove
		defined = true;
		all &= rows[i].params;
		result = result && rows[i].result;
	}
	if (!defined)
		return false;
	to->params = all & ~withdrawn;
	to->withdrawn = withdrawn;
	to->tolerated = tolerated & to->params;
	to->result = result && !result_withdrawn;
	to->result_withdrawn = result_withdrawn;
	// kept, proposed or not: a function some file defines
	// (defined_in_run())
	return true;
}

// a field: proposed where a file stores into it, none tests it, takes its
// address or holds it in zeroed storage, and every store is proven (or,
// with the contracts, the code uses it untested); as withdraw_at_once()
// decides it for the files of one run
static bool merge_field(const struct db_suggested *safe rows, int n,
	const struct db_suggested *old, struct db_suggested *safe to)
{
	unsigned int flags = 0;
	bool proposed_in_one = false, withdrawn = old && old->withdrawn;
	bool rejected, stands, contract;
	int i;

	for (i = 0; i < n; i++) {
		flags |= rows[i].params;
		proposed_in_one |= rows[i].result;
		withdrawn |= rows[i].withdrawn;
	}
	rejected = flags & (FIELD_TESTED | FIELD_ADDRESSED | FIELD_ZEROED | FIELD_SAFE);
	stands = (flags & FIELD_STORES) && !rejected;
	contract = stands && (flags & FIELD_UNPROVEN) && (flags & FIELD_USED) && !fsuggest_safe_sound;
	stands = stands && (!(flags & FIELD_UNPROVEN) || contract);
	to->params = (stands || (proposed_in_one && !rejected)) && !withdrawn;
	to->withdrawn = withdrawn || (proposed_in_one && !to->params);
	to->result = to->params && contract;
	return to->params || to->withdrawn;
}

// a family: the parameters its functions propose in every file
static bool merge_family(const struct db_suggested *safe rows, int n,
	const struct db_suggested *old, struct db_suggested *safe to)
{
	unsigned int all = ~0U;
	int i;

	for (i = 0; i < n; i++)
		all &= rows[i].params;
	to->params = all;
	return true;
}

// the files' rows (by kind and key), agreed: into *@agreed, how many
static int merge(struct db_suggested **safe agreed)
{
	struct db_suggested *rows, *list;
	int nr = summarydb_suggestions(false, &rows), i, j, n = 0;

	list = calloc(nr + 1, sizeof(*list));
	if (!list)
		die("out of memory");
	for (i = 0; rows && i < nr; i = j) {
		struct db_suggested *safe to = &list[n];
		const struct db_suggested *old;
		bool keep = false;

		for (j = i + 1; j < nr && rows[j].kind == rows[i].kind &&
		     !strcmp(rows[j].key ? rows[j].key : "", rows[i].key ? rows[i].key : ""); j++)
			;
		if (!rows[i].key)
			continue;
		old = agreed_of(rows[i].kind, rows[i].key);
		*to = (struct db_suggested) { .kind = rows[i].kind, .key = rows[i].key };
		switch (rows[i].kind) {
		case DB_SUGGEST_FUNCTION:
			keep = merge_function(&rows[i], j - i, old, to);
			break;
		case DB_SUGGEST_FIELD:
			keep = merge_field(&rows[i], j - i, old, to);
			break;
		case DB_SUGGEST_FAMILY:
			keep = merge_family(&rows[i], j - i, old, to);
			break;
		}
		if (keep)
			n++;
	}
	// (the keys are the files' rows': kept for the run)
	free(rows);
	*agreed = list;
	return n;
}

static bool same_agreement(const struct db_suggested *a, int na,
	const struct db_suggested *b, int nb)
{
	int i;

	if (na != nb)
		return false;
	for (i = 0; a && b && i < na; i++) {
		if (a[i].kind != b[i].kind || strcmp(a[i].key ? a[i].key : "", b[i].key ? b[i].key : "") ||
		    a[i].params != b[i].params || a[i].withdrawn != b[i].withdrawn ||
		    a[i].tolerated != b[i].tolerated || a[i].result != b[i].result ||
		    a[i].result_withdrawn != b[i].result_withdrawn)
			return false;
	}
	return true;
}

// an edit a file recorded, into the diff: its path as seen from here
static void edit_in(const char *path, long offset, const char *text, void *data)
{
	const char *cwd = data;
	size_t n = cwd ? strlen(cwd) : 0;
	char *copy;

	if (!path || !text || !cwd)
		return;
	if (strncmp(path, cwd, n) || path[n] != '/') {
		if (!sg.outside) {
			fprintf(stderr, "%s: not in the directory sparse-safe runs in: "
				"its annotations are left out of the diff\n", path);
			sg.outside = true;
		}
		return;
	}
	copy = strdup(text);
	path = strdup(path + n + 1);
	if (!copy || !path)
		die("out of memory");
	add_edit(path, offset, copy);
}

// a line a file recorded: what its proposals will warn of, after the
// diff; any other (a test that keeps a parameter from being proposed, a
// file that does not define 'safe') at once, before it
static void line_in(const char *line, void *data)
{
	char *copy;

	if (!line)
		return;
	if (strncmp(line, "will warn: ", 11)) {
		fprintf(stderr, "%s\n", line);
		return;
	}
	copy = strdup(line);
	if (!copy)
		die("out of memory");
	add_ptr_list(&sg.will_warn, copy);
}

int suggest_agree(bool (*record_all)(void))
{
	struct db_suggested *now = NULL;
	int round, nr_now = 0, phase = fsuggest_safe_sound ? 1 : 0;
	char *cwd;

	// from nothing agreed: what an earlier run agreed (with other
	// options, or of other sources) is not this one's
	summarydb_set_agreed(NULL, 0);
	for (round = 1; round <= AGREE_ROUNDS; round++) {
		if (!record_all())
			return 1;
		read_agreement();
		nr_now = merge(&now);
		// (merge() leaves room for it, last of the kinds)
		if (phase)
			now[nr_now++] = (struct db_suggested) { .kind = DB_SUGGEST_PHASE,
								.key = "phase", .params = phase };
		if (same_agreement(now, nr_now, sg.agreed, sg.nr_agreed)) {
			if (phase != 1)
				break;
			// grown together: now withdrawn where a caller does
			// not prove them
			phase = 2;
			now[nr_now - 1].params = phase;
		}
		summarydb_set_agreed(now, nr_now);
		free(now);
		now = NULL;
		sg.agreement_read = false;
	}
	free(now);
	if (round > AGREE_ROUNDS) {
		fprintf(stderr, "sparse-safe: the files' proposals did not agree in %d rounds: "
			"no diff is written\n", AGREE_ROUNDS);
		return 1;
	}
	cwd = getcwd(NULL, 0);
	summarydb_each_edit(edit_in, cwd);
	summarydb_each_line(line_in, NULL);
	free(cwd);
	write_diff();
	return 0;
}
