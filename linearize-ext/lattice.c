/*
 * The null-state lattice: see lattice.h for the picture.
 */
#include "lattice.h"

#define B NV_BOTTOM
#define NN NV_NONNULL
#define N NV_NULL
#define U NV_UNKNOWN
#define M NV_MAYBE

static const unsigned char join_table[NV_COUNT][NV_COUNT] = {
	/*		B	NN	N	U	M */
	[B]  = {	B,	NN,	N,	U,	M },
	[NN] = {	NN,	NN,	M,	U,	M },
	[N]  = {	N,	M,	N,	M,	M },
	[U]  = {	U,	U,	M,	U,	M },
	[M]  = {	M,	M,	M,	M,	M },
};

enum nullvalue nv_join(enum nullvalue a, enum nullvalue b)
{
	return join_table[a][b];
}

int nv_leq(enum nullvalue a, enum nullvalue b)
{
	return join_table[a][b] == b;
}

enum nullvalue nv_refine(enum nullvalue v, int is_null)
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

const char *nv_name(enum nullvalue v)
{
	static const char *const names[NV_COUNT] = {
		[NV_BOTTOM] = "bottom",
		[NV_NONNULL] = "nonnull",
		[NV_NULL] = "null",
		[NV_UNKNOWN] = "unknown",
		[NV_MAYBE] = "maybe",
	};

	return v < NV_COUNT ? names[v] : "?";
}
