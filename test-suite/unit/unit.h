/*
 * What the unit tests share: each file is one suite of one test case,
 * whose tests add_tests() registers; Check runs each test in a process of
 * its own, so that each starts from sparse's fresh globals.
 */
#ifndef UNIT_H
#define UNIT_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"

static inline int run_unit_tests(const char *name, void (*add_tests)(TCase *tc))
{
	Suite *s = suite_create(name);
	TCase *tc = tcase_create(name);
	SRunner *sr;
	int failed;

	add_tests(tc);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

///
// Write @source to a file, parse it (after sparse_initialize() has taken
// the options) and linearize each of its symbols, so that linearize_hook
// sees each function.
static inline void linearize_source(const char *source)
{
	char name[] = "/tmp/sparse-safe-unit-XXXXXX";
	struct symbol_list *list;
	struct symbol *sym;
	int fd = mkstemp(name);
	FILE *f;

	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	ck_assert_ptr_nonnull(f);
	fputs(source, f);
	fclose(f);
	list = sparse(name);
	unlink(name);
	ck_assert_msg(!has_error, "the test's source has errors:\n%s", source);
	FOR_EACH_PTR(list, sym) {
		expand_symbol(sym);
		linearize_symbol(sym);
	} END_FOR_EACH_PTR(sym);
}

#endif
