extern void fatal(const char *msg) __attribute__((noreturn));

int checked(int *p)
{
	if (!p)
		fatal("no p");
	return *p;
}

int unreachable(int *p)
{
	if (!p)
		__builtin_unreachable();
	return *p;
}

/*
 * check-name: nullstate: a noreturn call and __builtin_unreachable end the path
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
checked:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L2, .L1	# %arg1=unknown

.L2:
	# entry: %arg1=nonnull
	load.32     %r5 <- 0[%arg1]	# %arg1=nonnull
	ret.32      %r5

.L1:
	# entry: -
	call        fatal, "no p"	# "no p"=nonnull
	unreachable


unreachable:
.L4:
	# entry: %arg1=unknown
	<entry-point>
	cbr         %arg1, .L6, .L5	# %arg1=unknown

.L6:
	# entry: %arg1=nonnull
	load.32     %r10 <- 0[%arg1]	# %arg1=nonnull
	ret.32      %r10

.L5:
	# entry: -
	unreachable


 * check-output-end
 */
