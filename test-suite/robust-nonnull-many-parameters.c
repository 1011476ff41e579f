/* nonnull on a function of 40 parameters: the first 31 are checked, those beyond are not kept */
void many(int *p1, int *p2, int *p3, int *p4, int *p5, int *p6, int *p7, int *p8, int *p9, int *p10, int *p11, int *p12, int *p13, int *p14, int *p15, int *p16, int *p17, int *p18, int *p19, int *p20, int *p21, int *p22, int *p23, int *p24, int *p25, int *p26, int *p27, int *p28, int *p29, int *p30, int *p31, int *p32, int *p33, int *p34, int *p35, int *p36, int *p37, int *p38, int *p39, int *p40) __attribute__((nonnull(1, 2, 35)));

void call(int *q)
{
	many((void *)0, (void *)0, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q, q);
}

/*
 * check-name: robust: nonnull on a function of 40 parameters: those up to 31 are checked, those beyond are not kept
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
robust-nonnull-many-parameters.c:6:15: warning: passing NULL as nonnull argument 1 of 'many'
robust-nonnull-many-parameters.c:6:26: warning: passing NULL as nonnull argument 2 of 'many'
 * check-error-end
 */
