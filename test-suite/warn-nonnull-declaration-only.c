extern int g(int *_Nonnull p);
int g(int *p) { return *p; }

/*
 * check-name: _Nonnull only on the declaration is no type error, but the definition that says otherwise is named
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-nonnull-declaration-only.c:2:7: warning: 'p' is declared with another nullness than at its declaration
warn-nonnull-declaration-only.c:1:14:     declared here
 * check-error-end
 */
