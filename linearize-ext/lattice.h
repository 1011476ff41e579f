#ifndef NULL_LATTICE_H
#define NULL_LATTICE_H

///
// The null-state lattice
// ----------------------
//
// What is known about one pointer at one point of a function:
//
//	            MAYBE        NULL on some path, with evidence
//	           /     |
//	       NULL     UNKNOWN  nothing known (an unannotated load, call, arg)
//	          |        |
//	          |     NONNULL  proven non-NULL
//	          |      /
//	            BOTTOM       no path reaches here (yet)
//
// join(NULL, NONNULL) = MAYBE, join(UNKNOWN, NULL) = MAYBE,
// join(UNKNOWN, NONNULL) = UNKNOWN; BOTTOM is the identity of join.

enum nullvalue {
	NV_BOTTOM,
	NV_NONNULL,
	NV_NULL,
	NV_UNKNOWN,
	NV_MAYBE,
};
#define NV_COUNT	(NV_MAYBE + 1)

///
// The least upper bound of @a and @b.
// Commutative, associative and idempotent; BOTTOM is its identity.
// (At every join of every fact: inline, a table.)
extern const unsigned char nv_join_table[NV_COUNT][NV_COUNT];

static inline enum nullvalue nv_join(enum nullvalue a, enum nullvalue b)
{
	return nv_join_table[a][b];
}

///
// The order of the lattice: is @a below or equal to @b?
// (nv_leq(a, b) exactly when nv_join(a, b) == b.)
int nv_leq(enum nullvalue a, enum nullvalue b);

///
// What a branch outcome says of a pointer it tested.  NV_MAY_BE_NULL is
// what the true side of 'if (!p || !q)' says of each: one of them is NULL.
#define NV_IS_NONNULL	0
#define NV_IS_NULL	1
#define NV_MAY_BE_NULL	2

///
// Refinement by a branch outcome: the value of a pointer known to be
// NULL (@is_null 1) or non-NULL (0) on one outgoing edge, or that may be
// NULL there (2), if it was @v before the test.  BOTTOM means the edge
// cannot be taken (a NULL pointer on its non-NULL side, or the reverse).
// Monotone in @v.  (On every edge the solver refines: inline.)
static inline enum nullvalue nv_refine(enum nullvalue v, int is_null)
{
	switch (v) {
	case NV_BOTTOM:
		return NV_BOTTOM;
	case NV_NONNULL:
		return is_null == NV_IS_NULL ? NV_BOTTOM : NV_NONNULL;
	case NV_NULL:
		return is_null == NV_IS_NONNULL ? NV_BOTTOM : NV_NULL;
	default:
		if (is_null == NV_MAY_BE_NULL)
			return NV_MAYBE;
		return is_null ? NV_NULL : NV_NONNULL;
	}
}

///
// Can a pointer in this state be NULL, with evidence that it is on some
// path?  (NULL and MAYBE: what the null category reports.)
static inline int nv_may_be_null(enum nullvalue v)
{
	return v == NV_NULL || v == NV_MAYBE;
}

///
// The state's name, in lowercase, as -fdump-nullstate prints it.
const char *nv_name(enum nullvalue v);

#endif
