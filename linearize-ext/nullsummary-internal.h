#ifndef NULL_SUMMARY_INTERNAL_H
#define NULL_SUMMARY_INTERNAL_H

///
// The summaries' two rooms
// ------------------------
//
// nullsummary.c makes each function's summary as the file is solved
// (what it returns, which parameters it uses first, whether it returns
// at all) and answers the calls' questions of it; nullsummary-memory.c
// says what a call leaves in memory: the pointers it stores through an
// out-parameter, the global pointers it leaves NULL.  The second uses
// the first's summaries, the first calls the second once a function is
// solved: a pair that belongs together, as one summary is both.  Nothing
// else includes this header.

#include "nullstate-internal.h"

// What the functions of this file solved so far return (see
// nullstate_summarize()), in the order they were solved
#define MAX_PARAMS	32
#define MAX_NULL_GLOBALS 4

#define FIELD_PARAMS	8			// parameters whose stores are listed
#define MAX_FIELDS	4			// ... fields listed, at most

struct field {
	long long offset;
	int size;				// bits
};

struct summary {
	struct symbol *safe fn;
	enum nullvalue value;			// NONNULL or MAYBE (else UNKNOWN)
	struct position pos;			// MAYBE: the return of a NULL
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
	struct field fields[FIELD_PARAMS][MAX_FIELDS]; // ... offset), and it
						// ... goes nowhere else
	unsigned int out_nonnull;		// bit n-1: parameter n, a pointer
						// ... to a pointer, is only loaded
						// ... and stored through, and every
						// ... store is of a non-NULL value
	bool is_constant;			// every return returns
	long long constant;			// ... this integer
	const char *file;			// the file checked when it was
						// ... made: only its calls use it
	bool allocates;				// it calls an allocation that may
						// ... fail (or a function of the
						// ... file that does)
	int nr_deref_globals;			// the static pointer variables
	const void *deref_globals[NULLSTATE_GLOBAL_DEREFS]; // ... it dereferences
	struct position deref_global_pos[NULLSTATE_GLOBAL_DEREFS]; // ... first
						// ... thing, before any call
						// ... or test (there)
	int nr_null_globals;			// the global pointer variables
	const void *null_globals[MAX_NULL_GLOBALS]; // ... it leaves NULL on
						// ... every return
};


// the summary of @fn, a function of the file, or NULL
struct summary *summary_find(struct symbol *safe fn);


// the summary of @fn, made if missing
struct summary *safe summary_make(struct symbol *safe fn);


// the summary of what @call's function does, or NULL.  A header's code is
// the same in every file that includes it, and is written against the
// declarations: a call in a header does not use the summary of a function
// that the file being checked defines (only of one a header defines).
struct summary *summary_of(struct instruction *safe call);

// how many global variables the summaries say are left NULL, in all
extern int nr_null_globals;

// nullsummary-memory.c


// the parameters, pointers to pointers, through which @ns's function
// stores only what is not NULL, and which it keeps nowhere
void summarize_out_params(struct nullstate *safe ns);


// the global pointer variables that @ns's function stores NULL into and
// leaves NULL on every return, into its summary
void summarize_null_globals(struct nullstate *safe ns);

#endif
