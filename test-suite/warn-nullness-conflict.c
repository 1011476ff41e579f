extern int first(int *__attribute__((safe)) p, int *q);
int first(int *_Nullable p, int *q)
{
	return q ? *q : 0;
}

static int both(int *_Nonnull _Nullable p)
{
	return 0;
}

/*
 * check-name: conflicting nullness on one declaration, or between a declaration and the definition
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-nullness-conflict.c:2:5: error: symbol 'first' redeclared with different type (incompatible argument 1 (different modifiers)):
warn-nullness-conflict.c:2:5:    int extern [addressable] [signed] [toplevel] first( ... )
warn-nullness-conflict.c:1:12: note: previously declared as:
warn-nullness-conflict.c:1:12:    int extern [addressable] [signed] [toplevel] first( ... )
warn-nullness-conflict.c:2:11: warning: 'p' is declared with another nullness than at its declaration
warn-nullness-conflict.c:1:18:     declared here
warn-nullness-conflict.c:7:17: warning: 'p' is declared both never NULL and _Nullable
 * check-error-end
 */
