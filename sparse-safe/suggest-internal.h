#ifndef SAFE_SUGGEST_INTERNAL_H
#define SAFE_SUGGEST_INTERNAL_H

///
// -fsuggest-safe's rooms
// -----------------------
//
// suggest.h says what -fsuggest-safe does.  It is done in six files,
// which share the run's state (sg) and the functions listed below,
// each under the file that defines it:
//
//	suggest.c		which function is which (a declaration, a family's)
//	suggest-place.c		where an annotation goes in a file's text
//	suggest-fields.c	the families of functions, the fields
//	suggest-proves.c	what each function proves, file by file
//	suggest-rounds.c	the proposals tried together, to a fixed point
//	suggest-depend.c	the fields whose nullness a length decides
//	suggest-diff.c		the edits, and the diff
//	suggest-program.c	the end of the run, and the program's files
//				agreed through the summary database
//
// from the ground up: each calls only the files listed above it.//
// Nothing outside these files includes this header.

#include <stdarg.h>
#include <stdio.h>
#include "sparse-ir.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "suggest.h"
#include "summarydb.h"


// a function's proposals
struct proposal {
	struct symbol *safe fn;			// its definition
	unsigned int params;			// bit n-1: parameter n
	unsigned int tolerated;			// ... of those, one that an inline
						// ... function it calls tests
						// ... (nullstate_tolerated_uses())
	unsigned int withdrawn;			// ... one withdrawn: not grown again
	unsigned int building;			// ... one it finishes building
						// ... (builds_param())
	bool result;
	bool result_withdrawn;
	bool foreign;				// another file's function, as the
						// ... program agreed (the database)
	int same_name;				// the next proposal of its name,
						// ... as index + 1 (0: none)
};

// a declaration of a field, in its structure (each file has its own)
struct field_decl {
	struct symbol *safe member;
	struct symbol *safe parent;
};

// A pointer field of a structure of the project.  Each file has its own
// declaration of it (a header's, read again): it is known by where it is
// declared.
struct field {
	struct symbol *safe member;		// a declaration of it
	char *safe key;				// 'path:line:col'
	unsigned int stores;			// stores into it seen
	bool unproven;				// one stores what is not proven
						// ... non-NULL
	bool tested;				// a test of it
	bool used;				// a load or store through what
						// ... is loaded from it
	bool contract;				// proposed because it is used
						// ... untested, whatever its stores
	bool addressed;				// its address taken
	bool zeroed;				// in an object of static storage
						// ... (zero-initialized)
	bool proposed;
	bool withdrawn;				// once proposed: not grown again
	struct field *same_name;		// another of its name
	unsigned int stores_now;		// in the round that grows the
	bool unproven_now;			// ... proposals: as above, with
						// ... them taken as made
	struct field_decl *decls;		// each declaration of it
	int nr_decls, alloc_decls;
	bool cond_declared;			// declared cond_safe already
	struct ident *dep;			// the integer member whose test
						// ... proves each use unproven
						// ... without it (suggest-depend.c)
	bool dep_mixed;				// ... a use it does not prove, or
						// ... a store that breaks the pair
	bool dep_proposed;			// cond_safe(dep) proposed
};

// A function whose address is stored as a pointer to the function type
// @type (a member's, a typedef's, a parameter's, what a cast makes it):
// the functions stored as one type are a family, called through it.
struct stored {
	struct symbol *safe fn;
	struct symbol *safe type;		// the SYM_FN pointed to
	struct symbol *callee;			// passed to this function's
						// ... parameter, if it was
	bool cast;				// by a cast as written
};

// What is loaded from a field, passed as argument @nr of a call to @fn:
// a use of the field where the parameter is safe or proposed
// (passed_used())
struct passed_field {
	struct field *safe field;
	struct symbol *safe fn;
	int nr;
};

// an insertion of 'safe' into a file
struct edit {
	const char *safe path;			// as sparse opened it
	char *safe key;				// the file, as realpath() has it
	long offset;				// where, in bytes
	const char *safe text;			// what
};

// the run's state
struct suggest_state {
	bool started;				// a function was suggested: the diff
						// ... is written at exit
	struct proposal *list;
	int nr, alloc;
	struct entrypoint *safe *eps;		// every function checked
	const char **files;			// ... and the file it is in
	int nr_eps, alloc_eps;
	struct symbol_list *funcs;		// the functions declared
	struct symbol_list *decls;		// ... those in the project's files
	struct symbol_list *addressed;		// those whose address is taken,
						// ... other than as stored
	struct symbol_list *addressed_ir;	// ... as the IR has it (where the
						// ... source says nothing of it)
	struct stored *stored;			// ... stored as a pointer to a
	int nr_stored, alloc_stored;		// ... function type
	struct ptrhash annotatable;		// a family's type -> its parameters
						// ... the diff can annotate
						// ... (open_code())
	struct edit *edits;
	int nr_edits, alloc_edits;
	bool changed;				// a proposal was withdrawn
	bool outside;				// an edit was left out
	bool died;				// a fatal error: no diff
	bool (*next_hook)(const char *, struct position, const char *, va_list);
	int functions;				// ... in the file being read
	struct string_list *no_safe;		// files where 'safe' is no macro
	struct string_list *no_cond_safe;	// ... 'cond_safe'
	struct string_list *no_building;	// ... '__building'
	bool cond_edits, building_edits;	// edits that write those
	struct field *safe *fields;		// every pointer field, and
	int nr_fields, alloc_fields;
	struct ptrhash members;			// ... each declaration's field
	struct ptrhash names;			// ... the last by its name
	const char *file;			// the file read last
	struct ptrhash defined;			// name of a function of external
						// ... linkage -> the file that
						// ... defines it first
	struct ptrhash redefined;		// ... -> itself, where another
						// ... file defines it too
	bool listing;				// the last round: what the
						// ... proposals will warn of, into
	struct string_list *will_warn;		// ... these lines
	struct ptrhash open_params;		// function -> its parameters
						// ... that would be safe if
						// ... dereferenced (open_code())
	struct alike {				// two function types that must
		struct symbol *safe a, *safe b;	// ... stay alike: one parameter
	} *alike;				// ... in two declarations, or a
	int nr_alike, alloc_alike;		// ... value that flows from one
						// ... to the other ('.call_ok =
						// ... call_ok')
	struct ptrhash joined;			// a function type of no family
						// ... -> the family of a type
						// ... it must be alike
						// ... (join_families())
	struct ptrhash build_later;		// function -> its parameters
						// ... that it does not finish
						// ... building with the members
						// ... as declared, nor declares
						// ... so (open_code()): tried
						// ... again with the fields
						// ... proposed (grow_building())
	struct ptrhash inlines;			// the name of an inline function
						// ... solved -> those of that name
	struct ptrhash assigned;		// a pointer variable that an '='
						// ... assigns -> itself
	struct ptrhash null_returns;		// function -> itself, where it
						// ... returns a NULL constant
	struct passed_field *passed;		// fields passed to parameters
	int nr_passed, alloc_passed;
	struct ptrhash decls_by_name;		// a function's name -> its decls
	struct ptrhash first_of_name;		// a function's name -> the first
	struct ptrhash last_of_name;		// ... and last proposal of it in
						// ... list, as index + 1
	bool agreement_read;			// what the program's files agreed,
	struct db_suggested *agreed;		// ... through the summary database,
	int nr_agreed;				// ... by kind and key
	bool agreed_taken;			// ... taken for the file's own (the
						// ... rounds are done)
	struct string_list *notes;		// the lines on stderr that the
						// ... first pass records
	struct ptrhash agreed_families;		// a family's type -> what was
						// ... agreed of it (open_code())
};

extern struct suggest_state sg;

// suggest.c
// @p, an array of *@alloc elements of @size bytes, made room in for more
// (*@alloc grows); a run out of memory dies
void *safe grow(void *p, int *safe alloc, size_t size);

// the function a symbol names (its declaration's node), or NULL: a
// call's first fntype is a pointer to it
struct symbol *function_node(struct symbol *sym);

// Are @a and @b one place of the source?  Each file that includes a
// header reads it as a stream of its own.
bool same_place(struct position a, struct position b);

// Do the declarations @a and @b declare the same function?  One with
// external linkage is known by its name, in every file; a static one by
// its definition (a header's, read by each file, by its place).
bool same_function(struct symbol *safe a, struct symbol *safe b);

// the proposal for the function @sym, or NULL
struct proposal *proposal_of(struct symbol *sym);

// Add @p to the proposals: its place in sg.list (which moves as the list
// grows), known by its function's name from then on.
struct proposal *safe add_proposal(const struct proposal *safe p);

// Forget every proposal.
void drop_proposals(void);

// @open, parameters as bits, as a value of sg.open_params (never NULL)
void *open_code(unsigned int open);

// Is @fn stored into a structure as one of a family of functions (a
// member that points to a function, struct stored)?
bool in_family(struct symbol *safe fn);

// Is @fn's address taken other than as a family's (struct stored)?  With
// -fsuggest-safe-sound, any address taken counts: a family's callers
// through its type are not proven.
bool addressed(struct symbol *safe fn);

// Is @path below the directory sparse-safe runs in, where 'patch -p0'
// from there reaches it?
bool below_cwd(const char *safe path);

// Was @pos written in a file of the project (not a system header, not
// the command line)?
bool project_file(struct position pos);

// the key of the place @pos in the summary database: 'path:line:col',
// the path absolute
char *safe place_key(struct position pos);

// the key of the function @fn in the summary database: its name, or a
// static one's 'name@' and the place of its definition
char *safe function_key(struct symbol *safe fn);

// Read what the program agreed, where a summary database is open (once).
void read_agreement(void);

// what the program agreed of the function, field or family (@kind) of
// @key, or NULL
const struct db_suggested *agreed_of(int kind, const char *safe key);

// suggest-place.c

// Is @c a character of a name?
bool is_word(char c);

// skip blanks and comments from @i
long skip_blank(const char *safe text, long size, long i);

// Where 'safe' goes after the '*' at @star: the text to insert after it.
// Nothing where it is there already.
const char *after_star(const char *safe text, long size, long star);

// The name that @decl (a function, a member, a parameter) declares, where
// sparse saw it ('*name' or 'name'), outside any macro's text: its offset
// in the text of its file (in @path, @text, @size), or -1 where it is not
// found (a name that a macro makes).
long declarator(struct symbol *safe decl, const char **safe path,
	const char **safe text, long *safe size);

// Where 'safe' goes for the name at @at, declared with a '*' just before
// it (the offset after that '*', in @offset), or where a typedef is the
// pointer (@typedefs: before the name, 'pseudo_t safe p').  @ins is the
// text to insert (NULL where it is there already); false where it has no
// such place.
bool safe_place(const char *safe text, long size, long at, bool typedefs,
	long *safe offset, const char **safe ins);

// Can the diff annotate every declaration of @fn in the project's files?
// A proposal that it cannot write would be one the check never sees, and
// a family's type annotated without it would not match it.
bool placeable(struct symbol *safe fn);

// The annotation of the parameter @arg of a function pointer's type:
// after the '*' before its name, or before the name where a typedef is
// the pointer ('pseudo_t p').  False where it cannot be written (no name,
// a macro's text); else its place, in @path at @offset, and its text in
// @ins (NULL where it is there already).
bool param_edit(struct symbol *safe arg, const char **safe path, long *safe offset,
	const char **safe ins);

// suggest-fields.c
bool stored_as(struct expression *expr, struct symbol *to, struct symbol *callee,
	bool cast);

// Are the parameters of the function type @type declared in a file of
// the project, where the diff can annotate them?
bool project_type(struct symbol *safe type);

// the key of the family of the function type @type in the summary
// database (the place of its type)
char *safe family_key(struct symbol *safe type);

// What the family of @type proposes, bit n-1 for parameter n, where the
// diff annotates @type (family_annotated()): what every function stored
// as @type proposes (nothing, where one is no function of the project)
// and the diff can write on the type.  Nothing for another type.
unsigned int family_params(struct symbol *safe type);

// ... what the functions of the files read propose, whatever the
// program's other files agreed
unsigned int family_params_here(struct symbol *safe type);

// the family whose type @fn, the type a call goes through, is, if it is
// one of the project's (its parameters annotated), else NULL
struct symbol *family_of_call(struct symbol *fn);

// the function type that a pointer of type @t points to, or NULL
struct symbol *pointed_function(struct symbol *t);

// Once the declarations are sorted: a function type of no family that
// must stay alike with a family's type, a parameter's in another
// declaration of its function ('bool (*visit)(...)' in the header, and
// again in the definition), or one that a value of the family's type flows
// into or from (a member initialized with such a parameter: '.call_ok =
// call_ok'), is of that family, for the rounds and for the diff.
void join_families(void);

// the family that join_families() took the function type @type into,
// where it has parameters to annotate, in @params; or NULL
struct symbol *joined_family(struct symbol *safe type, unsigned int *safe params);

// A family's parameters are proposed for all its functions or for none:
// each function keeps what all of each of its families propose.
void hold_families(void);

// the field the member's declaration @sym declares, or NULL
struct field *field_of(struct symbol *sym);

// the field that the store @store writes: the member that is its type,
// but in a variable, the member at its offset (an initializer's store has
// the type of the value it stores)
struct field *stored_field(struct instruction *safe store);

// the fields of the structures that the file being read defines: known
// before its first function is looked at
void file_fields(void);

// an object of static storage of type @type: its fields start NULL
void zeroed_fields(struct symbol *type, int depth);

// suggest-proves.c
extern struct symbol_list *results_tested;
// @visit each instruction of the blocks that @ns reached, in its state
void replay_reached(struct nullstate *safe ns, struct entrypoint *safe ep,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *), void *data);

// the field that the value @p was loaded from, or NULL
struct field *loaded_field(pseudo_t p);

// the fields passed to a parameter that the suggestions propose (but
// one that a helper tolerates: whether it is kept is up to its callers,
// this field among them)
void passed_used(void);

// the declarations of the project's files
void sort_declarations(void);

// suggest-rounds.c
// what adopting the proposals will make the checks say at @pos (the
// contracts mode's last round): 'will warn: main.c:40 passes ...'
void will_warn(struct position pos, const char *safe fmt, ...);

// One round over every function, the proposals taken as made: what they
// prove in turn (a parameter passed on to a proposed one, a result
// returned from a proposed field, a field stored what a proposed result
// gives) is proposed too.  Whether anything was.
bool grow_proposals(void);

// one round over every function, with the proposals taken as made
void try_proposals(void);

// The last round, once the proposals hold: each parameter of build_later
// tried again as '__building', the fields proposed taken as 'safe' (a
// function that sets every member that the run proposes 'safe' finishes
// building its object), and proposed where it holds.
void grow_building(void);

// the function @i of sg.eps solved again, as the check of its own file
// saw it (its summaries), with the proposals taken as made; NULL where it
// is too big to solve
struct nullstate *solve_again(int i);

// suggest-depend.c
// The fields that every use the code does not prove otherwise makes
// under a test of one integer member of the same structure, reached
// through the same pointer ('if (b->len)', 'i < b->len'), and whose
// stores keep the pair: cond_safe(len) is proposed (field.dep_proposed)
void depend_fields(void);

// suggest-diff.c

// Insert @text at @offset of the file @path (as sparse opened it), in
// the diff: once, and only below the directory sparse-safe runs in.
void add_edit(const char *safe path, long offset, const char *safe text);

// the proposals that nothing else need be tried for (a function whose
// address is taken, one the diff cannot annotate), and the fields as
// what the files read say of them
void withdraw_at_once(void);

// the edits of every proposal, on each declaration of the files read
void place_edits(void);

// What is said of @file, where 'safe' is not defined (sg.no_safe): into
// @msg, of @size bytes.
void no_safe_message(char *safe msg, size_t size, const char *safe file);

// Write the diff of the edits (sg.edits), then the lines of sg.will_warn.
void write_diff(void);

#endif
