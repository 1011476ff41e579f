/*
 * Unit tests: the null-state lattice (linearize-ext/lattice.h).
 *
 * Every law is checked exhaustively, over all the values of enum
 * nullvalue (there are NV_COUNT of them), against what lattice.h
 * documents: the picture, the three named joins, the laws of join and
 * leq, and what nv_refine() gives on each side of a test.
 */
#include "unit.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lattice.h"

#define FOR_EACH_VALUE(v) \
	for (v = NV_BOTTOM; v < NV_COUNT; v = (enum nullvalue)(v + 1))

// the order as lattice.h draws it, written out by hand
static int pictured_leq(enum nullvalue a, enum nullvalue b)
{
	if (a == b || a == NV_BOTTOM || b == NV_MAYBE)
		return 1;
	return a == NV_NONNULL && b == NV_UNKNOWN;
}

////////////////////////////////////////////////////////////////////////
// join

START_TEST(join_is_commutative)
{
	enum nullvalue a, b;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b)
		ck_assert_int_eq(nv_join(a, b), nv_join(b, a));
}
END_TEST

START_TEST(join_is_associative)
{
	enum nullvalue a, b, c;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b) FOR_EACH_VALUE(c)
		ck_assert_int_eq(nv_join(nv_join(a, b), c), nv_join(a, nv_join(b, c)));
}
END_TEST

START_TEST(join_is_idempotent)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a)
		ck_assert_int_eq(nv_join(a, a), a);
}
END_TEST

START_TEST(bottom_is_the_identity_of_join)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a) {
		ck_assert_int_eq(nv_join(NV_BOTTOM, a), a);
		ck_assert_int_eq(nv_join(a, NV_BOTTOM), a);
	}
}
END_TEST

START_TEST(join_is_an_upper_bound)
{
	enum nullvalue a, b;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b) {
		ck_assert(nv_leq(a, nv_join(a, b)));
		ck_assert(nv_leq(b, nv_join(a, b)));
	}
}
END_TEST

START_TEST(join_is_the_least_upper_bound)
{
	enum nullvalue a, b, c;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b) FOR_EACH_VALUE(c) {
		if (nv_leq(a, c) && nv_leq(b, c))
			ck_assert(nv_leq(nv_join(a, b), c));
	}
}
END_TEST

START_TEST(join_of_null_and_nonnull_is_maybe)
{
	ck_assert_int_eq(nv_join(NV_NULL, NV_NONNULL), NV_MAYBE);
	ck_assert_int_eq(nv_join(NV_NONNULL, NV_NULL), NV_MAYBE);
}
END_TEST

START_TEST(join_of_unknown_and_null_is_maybe)
{
	ck_assert_int_eq(nv_join(NV_UNKNOWN, NV_NULL), NV_MAYBE);
	ck_assert_int_eq(nv_join(NV_NULL, NV_UNKNOWN), NV_MAYBE);
}
END_TEST

START_TEST(join_of_unknown_and_nonnull_is_unknown)
{
	ck_assert_int_eq(nv_join(NV_UNKNOWN, NV_NONNULL), NV_UNKNOWN);
	ck_assert_int_eq(nv_join(NV_NONNULL, NV_UNKNOWN), NV_UNKNOWN);
}
END_TEST

START_TEST(join_with_maybe_is_maybe)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a)
		ck_assert_int_eq(nv_join(a, NV_MAYBE), NV_MAYBE);
}
END_TEST

////////////////////////////////////////////////////////////////////////
// leq

START_TEST(leq_is_reflexive)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a)
		ck_assert(nv_leq(a, a));
}
END_TEST

START_TEST(leq_is_antisymmetric)
{
	enum nullvalue a, b;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b) {
		if (nv_leq(a, b) && nv_leq(b, a))
			ck_assert_int_eq(a, b);
	}
}
END_TEST

START_TEST(leq_is_transitive)
{
	enum nullvalue a, b, c;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b) FOR_EACH_VALUE(c) {
		if (nv_leq(a, b) && nv_leq(b, c))
			ck_assert(nv_leq(a, c));
	}
}
END_TEST

START_TEST(leq_agrees_with_join)
{
	enum nullvalue a, b;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b)
		ck_assert_int_eq(!!nv_leq(a, b), nv_join(a, b) == b);
}
END_TEST

START_TEST(leq_is_the_pictured_order)
{
	enum nullvalue a, b;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b) {
		ck_assert_msg(!!nv_leq(a, b) == pictured_leq(a, b),
			      "nv_leq(%s, %s) is %d", nv_name(a), nv_name(b),
			      nv_leq(a, b));
	}
}
END_TEST

START_TEST(null_and_unknown_are_incomparable)
{
	ck_assert(!nv_leq(NV_NULL, NV_UNKNOWN));
	ck_assert(!nv_leq(NV_UNKNOWN, NV_NULL));
	ck_assert(!nv_leq(NV_NULL, NV_NONNULL));
	ck_assert(!nv_leq(NV_NONNULL, NV_NULL));
}
END_TEST

////////////////////////////////////////////////////////////////////////
// refine

static void check_refine_monotone(int is_null)
{
	enum nullvalue a, b;

	FOR_EACH_VALUE(a) FOR_EACH_VALUE(b) {
		if (!nv_leq(a, b))
			continue;
		ck_assert_msg(nv_leq(nv_refine(a, is_null), nv_refine(b, is_null)),
			      "%s <= %s but refine(.., %d) gives %s, %s",
			      nv_name(a), nv_name(b), is_null,
			      nv_name(nv_refine(a, is_null)),
			      nv_name(nv_refine(b, is_null)));
	}
}

START_TEST(refine_is_monotone_on_the_null_edge)
{
	check_refine_monotone(1);
}
END_TEST

START_TEST(refine_is_monotone_on_the_nonnull_edge)
{
	check_refine_monotone(0);
}
END_TEST

START_TEST(refine_is_monotone_where_it_may_be_null)
{
	check_refine_monotone(NV_MAY_BE_NULL);
}
END_TEST

// the true side of 'if (!p || !q)': p may be NULL, unless it cannot be
START_TEST(refine_where_it_may_be_null)
{
	ck_assert_int_eq(nv_refine(NV_UNKNOWN, NV_MAY_BE_NULL), NV_MAYBE);
	ck_assert_int_eq(nv_refine(NV_MAYBE, NV_MAY_BE_NULL), NV_MAYBE);
	ck_assert_int_eq(nv_refine(NV_NONNULL, NV_MAY_BE_NULL), NV_NONNULL);
	ck_assert_int_eq(nv_refine(NV_NULL, NV_MAY_BE_NULL), NV_NULL);
	ck_assert_int_eq(nv_refine(NV_BOTTOM, NV_MAY_BE_NULL), NV_BOTTOM);
}
END_TEST

START_TEST(refine_on_the_null_edge_is_null_or_bottom)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a) {
		enum nullvalue r = nv_refine(a, 1);

		ck_assert(r == NV_NULL || r == NV_BOTTOM);
	}
}
END_TEST

START_TEST(refine_on_the_nonnull_edge_is_nonnull_or_bottom)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a) {
		enum nullvalue r = nv_refine(a, 0);

		ck_assert(r == NV_NONNULL || r == NV_BOTTOM);
	}
}
END_TEST

START_TEST(refine_of_null_on_the_nonnull_edge_is_bottom)
{
	ck_assert_int_eq(nv_refine(NV_NULL, 0), NV_BOTTOM);
}
END_TEST

START_TEST(refine_of_nonnull_on_the_null_edge_is_bottom)
{
	ck_assert_int_eq(nv_refine(NV_NONNULL, 1), NV_BOTTOM);
}
END_TEST

START_TEST(refine_of_bottom_is_bottom)
{
	ck_assert_int_eq(nv_refine(NV_BOTTOM, 0), NV_BOTTOM);
	ck_assert_int_eq(nv_refine(NV_BOTTOM, 1), NV_BOTTOM);
}
END_TEST

// an edge that can be taken (the pointer may be what the edge says)
// is not BOTTOM
START_TEST(refine_is_bottom_only_where_the_edge_cannot_be_taken)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a) {
		int is_null;

		for (is_null = 0; is_null < 2; is_null++) {
			int impossible = a == NV_BOTTOM ||
				a == (is_null ? NV_NONNULL : NV_NULL);

			ck_assert_msg((nv_refine(a, is_null) == NV_BOTTOM) == impossible,
				      "refine(%s, %d) = %s", nv_name(a), is_null,
				      nv_name(nv_refine(a, is_null)));
		}
	}
}
END_TEST

START_TEST(refine_of_unknown_and_maybe_is_the_edge_value)
{
	ck_assert_int_eq(nv_refine(NV_UNKNOWN, 1), NV_NULL);
	ck_assert_int_eq(nv_refine(NV_UNKNOWN, 0), NV_NONNULL);
	ck_assert_int_eq(nv_refine(NV_MAYBE, 1), NV_NULL);
	ck_assert_int_eq(nv_refine(NV_MAYBE, 0), NV_NONNULL);
}
END_TEST

/*
 * lattice.h does not say that refining only goes down: the NULL side of
 * a test of an UNKNOWN pointer is NULL, which is not below UNKNOWN (NULL
 * carries evidence that UNKNOWN does not).  That is the one exception.
 */
START_TEST(refine_stays_below_its_input_except_unknown_on_the_null_edge)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a) {
		int is_null;

		for (is_null = 0; is_null < 2; is_null++) {
			int below = nv_leq(nv_refine(a, is_null), a);

			if (a == NV_UNKNOWN && is_null)
				ck_assert(!below);
			else
				ck_assert_msg(below, "refine(%s, %d) = %s",
					      nv_name(a), is_null,
					      nv_name(nv_refine(a, is_null)));
		}
	}
}
END_TEST

////////////////////////////////////////////////////////////////////////
// may_be_null and names

START_TEST(may_be_null_exactly_for_null_and_maybe)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a)
		ck_assert_int_eq(!!nv_may_be_null(a), a == NV_NULL || a == NV_MAYBE);
}
END_TEST

START_TEST(names_are_distinct_and_not_empty)
{
	enum nullvalue a, b;

	FOR_EACH_VALUE(a) {
		ck_assert_ptr_nonnull(nv_name(a));
		ck_assert_int_gt(strlen(nv_name(a)), 0);
		FOR_EACH_VALUE(b) {
			if (a != b)
				ck_assert_str_ne(nv_name(a), nv_name(b));
		}
	}
}
END_TEST

START_TEST(names_are_lowercase)
{
	enum nullvalue a;

	FOR_EACH_VALUE(a) {
		const char *s;

		for (s = nv_name(a); *s; s++)
			ck_assert_msg(!isupper((unsigned char)*s), "%s", nv_name(a));
	}
}
END_TEST

static void add_tests(TCase *tc)
{
	tcase_add_test(tc, join_is_commutative);
	tcase_add_test(tc, join_is_associative);
	tcase_add_test(tc, join_is_idempotent);
	tcase_add_test(tc, bottom_is_the_identity_of_join);
	tcase_add_test(tc, join_is_an_upper_bound);
	tcase_add_test(tc, join_is_the_least_upper_bound);
	tcase_add_test(tc, join_of_null_and_nonnull_is_maybe);
	tcase_add_test(tc, join_of_unknown_and_null_is_maybe);
	tcase_add_test(tc, join_of_unknown_and_nonnull_is_unknown);
	tcase_add_test(tc, join_with_maybe_is_maybe);
	tcase_add_test(tc, leq_is_reflexive);
	tcase_add_test(tc, leq_is_antisymmetric);
	tcase_add_test(tc, leq_is_transitive);
	tcase_add_test(tc, leq_agrees_with_join);
	tcase_add_test(tc, leq_is_the_pictured_order);
	tcase_add_test(tc, null_and_unknown_are_incomparable);
	tcase_add_test(tc, refine_is_monotone_on_the_null_edge);
	tcase_add_test(tc, refine_is_monotone_on_the_nonnull_edge);
	tcase_add_test(tc, refine_is_monotone_where_it_may_be_null);
	tcase_add_test(tc, refine_where_it_may_be_null);
	tcase_add_test(tc, refine_on_the_null_edge_is_null_or_bottom);
	tcase_add_test(tc, refine_on_the_nonnull_edge_is_nonnull_or_bottom);
	tcase_add_test(tc, refine_of_null_on_the_nonnull_edge_is_bottom);
	tcase_add_test(tc, refine_of_nonnull_on_the_null_edge_is_bottom);
	tcase_add_test(tc, refine_of_bottom_is_bottom);
	tcase_add_test(tc, refine_is_bottom_only_where_the_edge_cannot_be_taken);
	tcase_add_test(tc, refine_of_unknown_and_maybe_is_the_edge_value);
	tcase_add_test(tc, refine_stays_below_its_input_except_unknown_on_the_null_edge);
	tcase_add_test(tc, may_be_null_exactly_for_null_and_maybe);
	tcase_add_test(tc, names_are_distinct_and_not_empty);
	tcase_add_test(tc, names_are_lowercase);
}

int main(void)
{
	return run_unit_tests("lattice", add_tests);
}
