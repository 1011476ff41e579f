/* a struct that would contain itself through anonymous members, never
 * examined: no message, as stock sparse gives none */
struct pane {
	int x;
	struct obj {
		struct pane;
	};
};

int f(void)
{
	return 0;
}

/*
 * check-name: robust: a struct that would contain itself, never examined, gets no message (stock sparse's output)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
