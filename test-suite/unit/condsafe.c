/*
 * Unit tests: what a fact on an integer says of a cond_safe condition
 * (linearize-ext/condsafe.h: cond_implied(), cond_excluded()).
 *
 * Each answer is checked against the integers themselves: with the
 * constants between -3 and 3, every integer below -5 (above 5) behaves
 * as -5 (5) does, so that the integers from -6 to 6, and the type's
 * ends, stand for all of them.
 */
#include "unit.h"
#include <limits.h>
#include <stdbool.h>

#include "condsafe.h"

static bool holds(enum cond_op op, long long x, long long c)
{
	switch (op) {
	case COND_EQ:	return x == c;
	case COND_NE:	return x != c;
	case COND_LT:	return x < c;
	case COND_LE:	return x <= c;
	case COND_GT:	return x > c;
	case COND_GE:	return x >= c;
	}
	return false;
}

// the integers that stand for all of a type's
static int samples(bool is_unsigned, long long *out)
{
	int n = 0;
	long long x;

	out[n++] = LLONG_MAX;
	out[n++] = LLONG_MAX - 1;
	if (!is_unsigned) {
		out[n++] = LLONG_MIN;
		out[n++] = LLONG_MIN + 1;
	}
	for (x = is_unsigned ? 0 : -6; x <= 6; x++)
		out[n++] = x;
	return n;
}

static void check_all(bool is_unsigned)
{
	static struct symbol decl;
	long long xs[32];
	int n = samples(is_unsigned, xs), f, c, i;
	long long fv, cv;

	for (c = COND_EQ; c <= COND_GE; c++)
	for (cv = is_unsigned ? 0 : -3; cv <= 3; cv++)
	for (f = COND_EQ; f <= COND_GE; f++)
	for (fv = is_unsigned ? 0 : -3; fv <= 3; fv++) {
		struct cond_safe cs = { .decl = &decl, .op = (enum cond_op)c, .value = cv };
		bool all = true, none = true;

		for (i = 0; i < n; i++) {
			if (!holds((enum cond_op)f, xs[i], fv))
				continue;
			all &= holds((enum cond_op)c, xs[i], cv);
			none &= !holds((enum cond_op)c, xs[i], cv);
		}
		ck_assert_msg(cond_implied(&cs, (enum cond_op)f, fv, is_unsigned) == all,
			      "implied: fact %d %lld, condition %d %lld, unsigned %d",
			      f, fv, c, cv, is_unsigned);
		ck_assert_msg(cond_excluded(&cs, (enum cond_op)f, fv, is_unsigned) == none,
			      "excluded: fact %d %lld, condition %d %lld, unsigned %d",
			      f, fv, c, cv, is_unsigned);
	}
}

START_TEST(signed_facts_imply_exactly_what_the_integers_do)
{
	check_all(false);
}
END_TEST

START_TEST(unsigned_facts_imply_exactly_what_the_integers_do)
{
	check_all(true);
}
END_TEST

// the cases the checks lean on, by name
START_TEST(not_zero_is_above_zero_only_when_unsigned)
{
	static struct symbol decl;
	struct cond_safe above = { .decl = &decl, .op = COND_GT, .value = 0 };

	ck_assert(cond_implied(&above, COND_NE, 0, true));
	ck_assert(!cond_implied(&above, COND_NE, 0, false));
	ck_assert(cond_excluded(&above, COND_EQ, 0, false));
	ck_assert(!cond_excluded(&above, COND_EQ, 1, false));
}
END_TEST

static void add_tests(TCase *tc)
{
	tcase_add_test(tc, signed_facts_imply_exactly_what_the_integers_do);
	tcase_add_test(tc, unsigned_facts_imply_exactly_what_the_integers_do);
	tcase_add_test(tc, not_zero_is_above_zero_only_when_unsigned);
}

int main(void)
{
	return run_unit_tests("condsafe", add_tests);
}
