/*
 * sparse-safe: the program.
 *
 * sparse-safe is sparse's own driver (sparse.c, unchanged) linked with the
 * patched sparse library and our own files.  This file is what ties them
 * together: it installs the nullness pass on linearize_hook, which the
 * patched linearize_fn() calls on every function once optimize() is done.
 */
#include "lib.h"
#include "linearize.h"
#include "options.h"

#include "nullstate.h"
#include "sparse-safe.h"

int nullness_enabled(void)
{
	return Wnull_deref || Wsafe_deref || Wsafe_assign || Wsafe_arg ||
		Wsafe_return || Wsafe_test;
}

void check_nullness(struct entrypoint *ep)
{
	struct nullstate *ns;

	if (!nullness_enabled() && !fdump_nullstate)
		return;
	ns = nullstate_solve(ep);
	if (!ns)
		return;
	if (fdump_nullstate)
		nullstate_dump(ns);
	nullstate_free(ns);
}

/*
 * sparse.c is used as it is, so nothing in it can install the hook: do it
 * before main() runs.
 */
static void __attribute__((constructor)) install_hook(void)
{
	linearize_hook = check_nullness;
}
