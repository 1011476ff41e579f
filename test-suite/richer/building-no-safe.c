struct pane;

extern void pane_init(struct pane *p __attribute__((building)));

/*
 * check-name: building is unknown to stock, and so with the checks off
 * check-command: sparse -Wno-safe -Wunknown-attribute $file
 *
 * check-error-start
building-no-safe.c:3:53: warning: unknown attribute 'building'
 * check-error-end
 */
