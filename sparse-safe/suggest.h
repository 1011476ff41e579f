#ifndef SAFE_SUGGEST_H
#define SAFE_SUGGEST_H

///
// Suggesting the annotations (-fsuggest-safe)
// -------------------------------------------
//
// With -fsuggest-safe[=FILE], sparse-safe proposes the 'safe' annotations
// that the checked code proves, as a unified diff (on stdout, or in FILE)
// that 'patch -pN' applies from the directory the command ran in, N being
// -fsuggest-safe-strip=N (0 by default).  Proposed:
//
//	- a pointer parameter that the function dereferences, or passes on
//	  to a safe or nonnull parameter, on every path before any test of
//	  it (the in-file summary's), and never tests for NULL;
//	- with the contracts, one that it dereferences, passes on or stores
//	  where it must not be NULL on some path, and never tests at all
//	  (nullstate_untested_uses()); one that it assigns is kept in memory
//	  (suggest_keeps()), where its assignments are tried as its callers'
//	  arguments are.  A test that an inline function it calls makes of
//	  what it is given ('if (!valid(m)) return;') is that function's
//	  own: the parameter is proposed where the function uses it itself,
//	  and withdrawn where a caller passes what may be NULL (a NULL
//	  constant, or what a test or a function's result left so), as a
//	  caller of one that takes NULL may (nullstate_tolerated_uses());
//	- the result of a function whose every return the solver proves
//	  non-NULL;
//	- a pointer field of a structure of the project that every store of
//	  the files read sets to what is proven non-NULL, that none tests or
//	  takes the address of, and that no object of static storage holds
//	  (it starts NULL there); or, with the contracts, one that the code
//	  dereferences untested, or passes to a safe or proposed parameter,
//	  and none tests (a loop that walks it does),
//	  whatever is stored into it: an unproven store is listed, and a
//	  parameter stored into it is a contract in turn.  A field is known
//	  by where it is declared: each file has its own declaration of a
//	  header's structure.
//	- cond_safe(n) for a pointer field, rather than the contract 'safe',
//	  where every use that nothing else proves is under a test of the
//	  integer member n of its structure, reached through the same
//	  pointer, and each function that stores into the pair keeps it
//	  (suggest-depend.c: each is solved again with the field taken so);
//	- __building for a pointer parameter whose function sets every
//	  safe member of what it points to before the object is seen, and
//	  reads none before it sets it (checks.h's builds_param()).
//	  These two are made from one run over the files given, not through
//	  the summary database.
//
// An inline function is solved as a function (suggest_inline_functions()),
// its parameters proposed as any function's; a header's static function,
// which each file that reads the header defines again, is one function,
// known by its place.
//
// Each goes on every declaration of the function in the files read (the
// definition and the prototypes of the project's headers), or on the
// field's, after the '*' ('char *safe s'); never in a system header, nor
// in a macro's text.
//
// These are contracts the code already has: a NULL given to such a
// parameter crashes, such a result or field never holds one.  So they are
// proposed whatever the callers do, and once every file is read they are
// tried together (annotations.h's assume_safe()) over every function of
// every file: one is withdrawn where a return is no longer proven, or a
// store into a proposed field is not, until none is; what they prove in
// turn (a parameter passed on to a proposed one, a result that returns a
// proposed field, a field stored what a proposed result gives) is
// proposed too, and all are tried again, until nothing more is; then a
// last round
// lists, after the diff, each warning that adopting them makes (a caller
// that passes what is not proven non-NULL, one that tests the result),
// with the annotation that makes it.  With -fsuggest-safe-sound, what
// the proposals would prove in turn is proposed first, all together, and
// a proposal is withdrawn there instead, until none is: the patched
// files give no new warning with default options.  A function whose address is
// taken is left alone: its pointers' types would have to change too.  A
// name of external linkage that several files define (each module's
// init) is one function, proposed what every definition proves.  A second
// run over the patched files proposes nothing more.
//
// On stderr, each parameter that would be safe but for a test of it
// ("parameter 'p' of 'f' would be safe but for the test at line N"):
// defensive code worth a second look.
//
// Through the summary database (summarydb.h), the files of a program too
// big for one run agree: each file, checked with the database, records
// what it proposes, with what the files agreed before taken as
// made (the other files' functions it declares are proposed what they
// agreed, its own keep only what they agreed once its rounds are done,
// and what it proves itself is what it records), and suggest_agree()
// checks every file again until what they propose is what they agreed.
//
// Without -fsuggest-safe none of this runs.

#include "sparse-ir.h"
#include "linearize.h"
#include "nullstate.h"

/// The program's files agreed, through the summary database that is open
/// (sparse-safe -fsummaries=DB -fsuggest-safe, given no file): in rounds,
/// each file checked again with the database (@record_all(), false where
/// one could not be), with what the files agreed in the round before
/// taken as made, until what they propose is what they agreed; then the
/// one diff of their edits, and the lines they list after it.  The exit
/// status.  A file's run records what it proposes, rather than write a
/// diff, where its environment has SUGGEST_AGREE_ENV (record_all() gives
/// it).
int suggest_agree(bool (*record_all)(void));

#define SUGGEST_AGREE_ENV	"SPARSE_SAFE_AGREE"

/// Have the diff written at exit, once a function was suggested (called
/// before main(), after install_sarif(): the diff is written before the
/// logs).
void install_suggest(void);

/// The functions whose address @ep takes (uses otherwise than calls).
void suggest_addresses(struct entrypoint *safe ep);

/// What the solved function @ns proves of its own annotations.
void suggest_function(struct entrypoint *safe ep, struct nullstate *safe ns);

/// The file just checked: its declarations, and the functions whose
/// address it takes.
void suggest_file_done(void);

/// The inline functions the file defines (sparse's parser keeps them under
/// -fsuggest-safe; sparse itself never linearizes one, each call has its
/// own copy), solved as functions for the suggestions only: what sparse
/// and the checks would say of their bodies is not printed.  Where a call
/// is inlined, the IR holds what it passes (passes_inlined()), so that a
/// parameter proposed there is tried as a called function's is.
void suggest_inline_functions(void);

/// Under -fsuggest-safe, the assignment @expr (evaluate.c's hook): a pointer
/// variable that an '=' assigns is noted.
void suggest_assignment(struct expression *expr);

/// Under -fsuggest-safe, keep_in_memory_hook(): a pointer parameter of @ep
/// that it assigns ('p = parent(p)') stays in memory, where the stores that
/// assign it can be tried against its proposal.
bool suggest_keeps(struct entrypoint *ep, struct symbol *var);

#endif
