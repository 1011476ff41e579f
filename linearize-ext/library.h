#ifndef NULL_LIBRARY_H
#define NULL_LIBRARY_H

///
// The model of the library
// ------------------------
//
// What the C library and POSIX say of their functions' pointers, where
// the library's own headers do not say it (glibc declares fclose(FILE *)
// without nonnull, and getenv() as any other function), and which of the
// kernel's functions are its allocators.
//
// The C library's part is include/safe.h's declarations, read by the build
// into a table (library.awk): the header and the model cannot say
// different things.  It applies, with -Wnull-libc (on by default), to a
// function that the file does not define and that a system header
// declares: the C library's own declaration.  What the project's own
// declarations say is added to it, and wins where it says otherwise (a
// safe or returns_nonnull result, a _Nullable one); a function that only
// the project declares is the project's.
//
// The kernel's part names the allocators of <linux/slab.h>,
// <linux/vmalloc.h> and their kin, as the kernel declares them: with
// __malloc (__alloc_size()).  Since 6.10 the kernel defines each as a macro
// of a function named with '_noprof' after it: that name is read as the
// allocator's.

#include <stdbool.h>
#include "sparse-ir.h"

/// What the model says of a function's result.
enum library_result {
	LIB_PLAIN,		// may be NULL, or not: the model says nothing
	LIB_NEVER_NULL,		// never NULL ('char *safe strcpy()')
	LIB_FAILS,		// NULL when the function fails (malloc(), fopen())
};

struct library_fn {
	const char *safe name;
	enum library_result result;
	unsigned int nonnull;	// parameter i must not be NULL: bit i-1
};

///
// What the model of the C library says of the function @node (a call's
// first fntype, or a declaration), or NULL: not one of the library's, a
// function the file defines, one the project declares itself, or
// -Wno-null-libc.
const struct library_fn *library_function(struct symbol *node);

///
// Is the variable @sym one that the C library never leaves NULL (stdin,
// stdout, stderr), as library_function() applies the model?
bool library_safe_variable(struct symbol *sym);

///
// Is the function @node named as one of the C library's allocators
// (LIB_FAILS) or the kernel's, whoever declares it?  (Whether it is
// declared as one, with the malloc attribute, and whether the file
// defines it, are the caller's to ask.)
bool library_allocator_name(struct symbol *node);

///
// Does the file define @node: a function's body, or a variable's
// initializer, on it or on a declaration of it before or after?
bool defined_in_file(struct symbol *safe node);

///
// Is @node declared in a system header (on any of its declarations), or
// one of sparse's builtins (the compiler's: glibc's _FORTIFY_SOURCE calls
// __builtin___memcpy_chk()), and not defined in the file?
bool declared_by_system(struct symbol *node);

#endif
