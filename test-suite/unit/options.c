/*
 * Unit tests: sparse-safe's options (linearize-ext/patches/0002) and the
 * hook that runs the checks (0001).
 *
 * Check forks a process for each test, so each one parses its own command
 * line into sparse's fresh globals.
 */
#include "unit.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "sparse-safe.h"

static struct string_list *files;

static void parse(const char *first, ...)
{
	char *argv[16] = { (char *)"sparse-safe" };
	const char *arg = first;
	int argc = 1;
	va_list ap;

	va_start(ap, first);
	for (; arg; arg = va_arg(ap, const char *))
		argv[argc++] = (char *)arg;
	va_end(ap);
	argv[argc] = NULL;
	sparse_initialize(argc, argv, &files);
}

START_TEST(defaults)
{
	parse(NULL);
	ck_assert_int_eq(Wnull_deref, 1);
	ck_assert_int_eq(Wsafe_assign, 1);
	ck_assert_int_eq(Wsafe_arg, 1);
	ck_assert_int_eq(Wsafe_return, 1);
	ck_assert_int_eq(Wsafe_test, 1);
	ck_assert_int_eq(Wsafe_deref, 0);
	ck_assert_int_eq(Wsafe_cast, 0);
	ck_assert(nullness_warnings());
}
END_TEST

START_TEST(no_safe_turns_all_off)
{
	parse("-Wno-safe", NULL);
	ck_assert_int_eq(Wnull_deref, 0);
	ck_assert_int_eq(Wsafe_assign, 0);
	ck_assert_int_eq(Wsafe_arg, 0);
	ck_assert_int_eq(Wsafe_return, 0);
	ck_assert_int_eq(Wsafe_test, 0);
	ck_assert_int_eq(Wsafe_deref, 0);
	ck_assert_int_eq(Wsafe_cast, 0);
	ck_assert(!nullness_warnings());
}
END_TEST

START_TEST(safe_turns_all_on)
{
	parse("-Wsafe", NULL);
	ck_assert_int_eq(Wsafe_deref, 1);
	ck_assert_int_eq(Wnull_deref, 1);
	ck_assert_int_eq(Wsafe_test, 1);
	ck_assert_int_eq(Wsafe_cast, 1);
}
END_TEST

START_TEST(later_option_wins)
{
	parse("-Wno-safe", "-Wsafe-arg", NULL);
	ck_assert_int_eq(Wsafe_arg, 1);
	ck_assert_int_eq(Wnull_deref, 0);
	ck_assert(nullness_warnings());
}
END_TEST

START_TEST(one_off)
{
	parse("-Wno-null-deref", NULL);
	ck_assert_int_eq(Wnull_deref, 0);
	ck_assert_int_eq(Wsafe_assign, 1);
}
END_TEST

START_TEST(sparse_all_includes_them)
{
	parse("-Wsparse-all", NULL);
	ck_assert_int_eq(Wsafe_deref, 1);
	ck_assert_int_eq(Wnull_deref, 1);
}
END_TEST

START_TEST(sparse_all_respects_no_safe)
{
	parse("-Wno-safe", "-Wsparse-all", NULL);
	ck_assert_int_eq(Wsafe_deref, 0);
	ck_assert_int_eq(Wnull_deref, 0);
	ck_assert_int_eq(Wdecl, 1);
}
END_TEST

static int hook_calls;

static void count_calls(struct entrypoint *ep)
{
	ck_assert_ptr_nonnull(ep->entry);
	hook_calls++;
}

START_TEST(hook_runs_on_every_function)
{
	parse(NULL);
	linearize_hook = count_calls;
	linearize_source("int a(int x) { return x; }\n"
			 "static int b(int *p) { return p ? *p : 0; }\n"
			 "int c(void) { return b(0); }\n"
			 "int d;\n"
			 "extern int e(void);\n");
	ck_assert_int_eq(hook_calls, 3);
}
END_TEST

START_TEST(checks_are_installed)
{
	ck_assert_ptr_eq(linearize_hook, check_nullness);
}
END_TEST

static void add_tests(TCase *tc)
{
	tcase_add_test(tc, defaults);
	tcase_add_test(tc, no_safe_turns_all_off);
	tcase_add_test(tc, safe_turns_all_on);
	tcase_add_test(tc, later_option_wins);
	tcase_add_test(tc, one_off);
	tcase_add_test(tc, sparse_all_includes_them);
	tcase_add_test(tc, sparse_all_respects_no_safe);
	tcase_add_test(tc, hook_runs_on_every_function);
	tcase_add_test(tc, checks_are_installed);
}

int main(void)
{
	return run_unit_tests("options", add_tests);
}
