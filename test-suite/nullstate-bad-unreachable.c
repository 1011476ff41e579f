int dead_code(int *p)
{
	return 0;
	if (!p)
		return 1;
	return *p;
}

int after_loop(int *p)
{
	for (;;)
		;
	return *p;
}

/*
 * check-name: nullstate: unreachable code and an endless loop are solved
 * check-command: sparse -Wno-decl -fdump-nullstate $file
 *
 * check-output-start
dead_code:
.L0:
	# entry: %arg1=unknown
	<entry-point>
	ret.32      $0


after_loop:
.L4:
	# entry: %arg1=unknown
	<entry-point>
	br          .L8

.L8:
	# entry: -
	br          .L8


 * check-output-end
 */
