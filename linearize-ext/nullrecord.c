/*
 * Recording: what the file knows of its functions that other files can
 * call, written into the summary database being recorded.  See
 * nullrecord.h.
 */
#include <string.h>

#include "lib.h"
#include "symbol.h"

#include "errptr.h"
#include "nullsummary.h"
#include "summarydb.h"
#include "nullrecord.h"

static struct db_pos db_pos_of(struct position pos)
{
	struct db_pos at = { NULL, 0, 0 };

	if (pos.line) {
		at.file = summarydb_path(stream_name(pos.stream));
		at.line = pos.line;
		at.col = pos.pos;
	}
	return at;
}

// Does the file define @fn for other files: a function with external
// linkage, not one of a header's?
static bool for_other_files(struct symbol *safe fn)
{
	return fn->ident && !(fn->ctype.modifiers & (MOD_STATIC | MOD_INLINE)) &&
		!in_header(fn->pos);
}

// what @e says of the error pointers the function returns
static void error_record(struct db_function *safe f, const struct errsummary *e)
{
	if (!e || !e->returns_error || e->declared)
		return;
	f->errors = e->never_null ? 1 : 2;
	f->error_at = db_pos_of(e->pos);
	f->has_error_code = e->nr_codes == 1;
	f->error_code = e->nr_codes == 1 ? e->codes[0] : 0;
}

void summary_record(struct symbol *safe fn)
{
	struct summary *s = summary_find(fn);
	struct db_function f;
	int nr;

	if (!for_other_files(fn))
		return;
	memset(&f, 0, sizeof(f));
	f.name = show_ident(fn->ident);
	f.line = fn->pos.line;
	f.never_returns = summary_never_returns(fn);
	if (s && s->file == base_filename) {
		f.returns = s->value == NV_NONNULL ? DB_RETURNS_NONNULL :
			s->value == NV_NULL ? DB_RETURNS_NULL :
			nv_may_be_null(s->value) ? DB_RETURNS_MAYBE : DB_RETURNS_UNKNOWN;
		if (f.returns == DB_RETURNS_MAYBE || f.returns == DB_RETURNS_NULL)
			f.null_at = db_pos_of(s->pos);
		f.allocates = s->allocates;
		f.gfp_param = s->gfp_param;
		f.null_inputs = f.returns == DB_RETURNS_MAYBE ? s->null_inputs : 0;
		f.is_constant = s->is_constant;
		f.constant = s->constant;
		for (nr = 0; nr < s->nr_null_globals && nr < MAX_NULL_GLOBALS; nr++) {
			struct symbol *var = s->null_global_syms[nr];

			if (var && var->ident && !(var->ctype.modifiers & MOD_STATIC) &&
			    !(s->maybe_globals & (1U << nr)) && f.nr_nulls < DB_MAX_NULLS)
				f.nulls[f.nr_nulls++] = show_ident(var->ident);
		}
		for (nr = 1; nr <= MAX_PARAMS; nr++) {
			unsigned int bit = 1U << (nr - 1);
			struct db_param *p = &f.params[f.nr_params];
			bool fields = nr <= FIELD_PARAMS && (s->fields_known & bit);
			const struct field *list;
			int j;

			if (!((s->derefs | s->latent | s->out_nonnull) & bit) && !fields)
				continue;
			p->nr = nr;
			if (s->derefs & bit) {
				p->use = s->passes & bit ? 2 : 1;
				p->use_at = db_pos_of(s->deref_pos[nr - 1]);
			}
			if (s->latent & bit) {
				p->latent = true;
				p->latent_at = db_pos_of(s->latent_pos[nr - 1]);
			}
			p->out_nonnull = !!(s->out_nonnull & bit);
			p->out_set = !!(s->out_set & bit);
			// (a list the row cannot hold whole is no list)
			p->fields_known = fields && s->nr_fields[nr - 1] <= DB_MAX_FIELDS;
			list = fields ? s->fields[nr - 1] : NULL;
			for (j = 0; p->fields_known && list && j < s->nr_fields[nr - 1]; j++) {
				p->fields[j].offset = list[j].offset;
				p->fields[j].size = list[j].size;
			}
			p->nr_fields = j;
			f.nr_params++;
		}
	}
	error_record(&f, err_summary(fn));
	summarydb_add_function(&f);
}
