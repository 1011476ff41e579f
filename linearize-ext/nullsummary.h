#ifndef NULLSUMMARY_H
#define NULLSUMMARY_H

///
// Summaries
// ---------
//
// The summaries of the functions of the file being checked, made as the
// file is solved (nullstate_learn() before a function is solved,
// nullsummarize.c after); those of the functions other files define,
// read from the summary database (summarydb.h) where one is open; and
// what a call asks of its callee's: what it returns, whether it returns
// at all, what it leaves in memory.  The queries are here, below the walk
// that asks them; what makes a summary from a solved function, and what
// records it in the database (nullrecord.h), are above it.

#include "nullarena.h"

// What the functions of this file solved so far return (see
// nullstate_summarize()), in the order they were solved
#define MAX_PARAMS	32
#define MAX_NULL_GLOBALS 4

#define FIELD_PARAMS	8			// parameters whose stores are listed
#define MAX_NULL_FIELDS	4			// null_fields, at most
#define MAX_NULL_OUTS	4			// null_outs, at most
#define MAX_FIELDS	16			// ... fields listed, at most

struct field {
	long long offset;
	int size;				// bits
	bool fills;				// stored only where a test found
						// ... it NULL ('if (!ci->home)
						// ... ci->home = h;': fills_empty())
};

// What a return of non-zero proves (struct summary's proves[]).
#define MAX_PROVES	4

struct proof {
	int param;				// parameter n (from 1) is not NULL
	long long offset;			// ... or, where >= 0, the pointer
};						// ... at this offset from it

struct summary {
	struct symbol *safe fn;
	enum nullvalue value;			// NONNULL or MAYBE (else UNKNOWN);
						// ... NULL where every return
						// ... returns a NULL constant
	struct position pos;			// MAYBE: the return of a NULL
	unsigned int asked_null;		// bit n-1: parameter n, tested
	struct position asked_pos;		// ... right before, decides a
						// ... return of a NULL constant,
						// ... here (not in value: the
						// ... caller asks for it, and a
						// ... constant argument says what)
	unsigned int null_inputs;		// MAYBE: bit n-1, parameter n
						// ... (or memory reachable from
						// ... it) decides each return of
						// ... NULL: a test of it, and no
						// ... call, a global, a constant
						// ... alone, is on every way to
						// ... each (0: some NULL is the
						// ... function's own, or a
						// ... failed allocation's,
						// ... which no input decides)
	bool from_inputs;			// each value it returns is a NULL
						// ... constant or computed from
						// ... its inputs alone (a walk of
						// ... what it is given: sg_next())
	unsigned int derefs;			// bit n-1: parameter n is
						// ... dereferenced before any test
	unsigned int passes;			// ... or passed on first, to a
						// ... parameter that must not be NULL
	unsigned int uses;			// ... or either on some path, and
						// ... never tested (not in derefs)
	unsigned int tolerated;			// ... of those, tested by an
						// ... inline function it calls
	struct position deref_pos[MAX_PARAMS];	// ... there
	unsigned int latent;			// bit n-1: parameter n, when
						// ... NULL, reaches a use after
						// ... a test of it (the checks
						// ... say: evidence.c)
	struct position latent_pos[MAX_PARAMS];	// ... that use
	unsigned char fields_known;		// bit n-1 (n <= FIELD_PARAMS):
						// ... every store through
						// ... parameter n is at one of
	unsigned char nr_fields[FIELD_PARAMS];	// ... these fields (bytes at an
	struct field *fields[FIELD_PARAMS];	// ... offset), and it
						// ... goes nowhere else
	unsigned int out_nonnull;		// bit n-1: parameter n, a pointer
						// ... to a pointer, is only loaded
						// ... and stored through, and every
						// ... store is of a non-NULL value
	unsigned int out_set;			// ... of those, one stored through
						// ... on every path that returns:
						// ... what it points to is not NULL
						// ... after the call
	unsigned int kept_outs;			// ... of those, one stored through
						// ... on every path that returns
						// ... but where an allocation
						// ... failed, which leave it as the
						// ... caller gave it ('p =
						// ... malloc(n); if (!p) return
						// ... -1; *out = p;'; the file's
						// ... own functions only)
	int nr_null_fields;			// fields of what a parameter
						// ... (or, at offset 0, what a
						// ... pointer-to-pointer one)
	struct null_field {			// ... points to that it stores
		int param;			// ... NULL into on every path that
		long long offset;		// ... returns, and nothing else,
	} null_fields[MAX_NULL_FIELDS];		// ... the parameter going nowhere
						// ... else ('s->buf = NULL;'): NULL
						// ... after the call (the file's
						// ... own functions only)
	unsigned int maybe_fields;		// bit i: null_fields[i] is left
						// ... holding an allocation's
						// ... result it never tested, on
						// ... some path ('*out =
						// ... malloc(n);'): NULL only where
						// ... that failed
	int nr_null_outs;			// what it leaves through a
	struct null_out {			// ... parameter only loaded and
		int param;			// ... stored through, at offset 0,
		unsigned int size;		// ... on every return that may
		bool nonzero;			// ... return NULL: this constant,
		long long value;		// ... or (nonzero) a value it knows
	} null_outs[MAX_NULL_OUTS];		// ... not 0 ('*len = 0; ... return
						// ... NULL;'; the file's own
						// ... functions only)
	bool is_constant;			// every return returns
	long long constant;			// ... this integer
	const char *file;			// the file checked when it was
						// ... made: only its calls use it
						// ... (NULL: another file's, from
						// ... the summary database)
	bool allocates;				// it calls an allocation that may
						// ... fail (or a function of the
						// ... file that does)
	int gfp_param;				// ... each given the flags of this
						// ... parameter, which can keep it
						// ... from failing (a pool's)
	int nr_deref_globals;			// the static pointer variables
	const void *deref_globals[NULLSTATE_GLOBAL_DEREFS]; // ... it dereferences
	struct position deref_global_pos[NULLSTATE_GLOBAL_DEREFS]; // ... first
						// ... thing, before any call
						// ... or test (there)
	int nr_null_globals;			// the global pointer variables
	const void *null_globals[MAX_NULL_GLOBALS]; // ... it leaves NULL on
						// ... every return
	struct symbol *null_global_syms[MAX_NULL_GLOBALS]; // ... as stored
	unsigned int maybe_globals;		// bit i: null_globals[i] is left
						// ... holding an allocation's
						// ... result it never tested: NULL
						// ... only where that failed
	bool never_returns;			// another file's function (file
						// ... NULL) that never returns
	int nr_proves;				// a predicate: what every return
	struct proof proves[MAX_PROVES];	// ... of non-zero proves not NULL
	int errors;				// another file's (errptr.h): 1,
						// ... error pointers, never NULL;
						// ... 2, both; 0, no error pointer
	struct position error_pos;		// ... a return of one
	bool has_error_code;			// ... each with this code
	long long error_code;
};

// the summary of @fn, a function of the file, or NULL
struct summary *summary_find(struct symbol *safe fn);

// the summary of @fn, made if missing
struct summary *safe summary_make(struct symbol *safe fn);

// parameter @nr (from 1, at most FIELD_PARAMS) of @s stores only into
// the @n fields @f (at most MAX_FIELDS)
void summary_set_fields(struct summary *safe s, int nr, const struct field *safe f, int n);

// the summary of what @call's function does, or NULL: of a function of
// the file, or, from the summary database, of another file's.  A header's code is
// the same in every file that includes it, and is written against the
// declarations: a call in a header does not use the summary of a function
// that the file being checked defines (only of one a header defines).
struct summary *summary_of(struct instruction *safe call);

// how many global variables the summaries say are left NULL, in all
extern int nr_null_globals;

// how many parameters the summaries say are left pointing to NULL
extern int nr_out_nulls;

/// What the summary of @call's function says of its result: NONNULL,
/// MAYBE, or UNKNOWN where it has no summary.
enum nullvalue summary_result(struct instruction *safe call);

/// The parameters of the function that @call is in, behind the arguments
/// of @call that decide whether its callee returns NULL (summary's
/// null_inputs): where each such argument is computed from that
/// function's inputs alone (from_inputs()), the NULL is latent, its
/// callers' to decide.  0 where it is not: a NULL the callee makes itself,
/// or one decided by what this function made (a call's result, a
/// constant, a global, a local's address).
unsigned int call_null_inputs(struct instruction *safe call);

/// Is @call a call of a function of the file whose every return is a NULL
/// constant or computed from its inputs alone (summary.from_inputs)?
bool call_from_inputs(struct instruction *safe call);

/// Is @call a call of a function of the file whose every return returns
/// one integer constant?  In @k.
bool call_constant(struct instruction *safe call, long long *safe k);



/// Is @call a call of an allocating function (of the file, or of another
/// in the summary database) whose allocations its flags argument keeps
/// from failing, given flags that do (a pool's wrapper given flags that
/// may wait: flags_never_fail())?
bool call_cannot_fail(struct instruction *safe call);

/// Was @pos written in a file that another file includes (a header)?
bool in_header(struct position pos);

/// Is @fn, a function of the file, one that nullstate_learn() saw never
/// return?
bool summary_never_returns(struct symbol *safe fn);

/// Is @fn a function of the file that nullstate_learn() saw never return?
bool never_returns(pseudo_t fn);

#endif
