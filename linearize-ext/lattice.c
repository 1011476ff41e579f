/*
 * The null-state lattice: see lattice.h for the picture.
 */
#include "lattice.h"

#define B NV_BOTTOM
#define NN NV_NONNULL
#define N NV_NULL
#define U NV_UNKNOWN
#define M NV_MAYBE

const unsigned char nv_join_table[NV_COUNT][NV_COUNT] = {
	/*		B	NN	N	U	M */
	[B]  = {	B,	NN,	N,	U,	M },
	[NN] = {	NN,	NN,	M,	U,	M },
	[N]  = {	N,	M,	N,	M,	M },
	[U]  = {	U,	U,	M,	U,	M },
	[M]  = {	M,	M,	M,	M,	M },
};

int nv_leq(enum nullvalue a, enum nullvalue b)
{
	return nv_join(a, b) == b;
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
