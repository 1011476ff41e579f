extern void log_it(void);

int dead_after_test(int *p)
{
	*p = 1;
	if (!p) {
		log_it();
		return 0;
	}
	return 1;
}

int maybe_null(int *p, int *q)
{
	if (!p)
		log_it();
	if (q)
		return 2;
	return *p;
}

/*
 * check-name: nullstate: an edge into a block where the tested pointer is dead is still taken only where it can be
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-error-start
nullstate-dead-after-test.c:6:14: warning: 'p' is tested for NULL after it was dereferenced
nullstate-dead-after-test.c:5:10:     'p' was dereferenced here
 * check-error-end
 *
 * check-output-start
dead_after_test:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	store.32    $1 -> 0[%arg1]	# %arg1=unknown
	setne.32    %r4 <- %arg1, $0	# %arg1=nonnull
	cbr         %arg1, .L3, .L1	# %arg1=nonnull

.L1:
	# entry: unreached
	call        log_it
	br          .L3

.L3:
	# entry: -
	ret.32      %r4


maybe_null:
.L4:
	# entry: %arg1=unknown, %arg2=unknown
	<entry-point>
	cbr         %arg1, .L6, .L5	# %arg1=unknown

.L5:
	# entry: %arg1=null, %arg2=unknown
	call        log_it
	br          .L6

.L6:
	# entry: %arg1=maybe, %arg2=unknown
	cbr         %arg2, .L7, .L8	# %arg2=unknown

.L7:
	# entry: -
	phisrc.32   %phi3(return) <- $2
	br          .L9

.L8:
	# entry: %arg1=maybe
	load.32     %r11 <- 0[%arg1]	# %arg1=maybe
	phisrc.32   %phi4(return) <- %r11
	br          .L9

.L9:
	# entry: -
	phi.32      %r9 <- %phi3(return), %phi4(return)
	ret.32      %r9


 * check-output-end
 */
