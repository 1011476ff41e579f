/*
 * What the unit tests share: each file is one suite of one test case,
 * whose tests add_tests() registers; Check runs each test in a process of
 * its own, so that each starts from sparse's fresh globals.
 */
#ifndef UNIT_H
#define UNIT_H

#include <check.h>
#include <stdlib.h>

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

#endif
