#define safe __attribute__((safe))
#define __building __attribute__((building))

struct maps {
	int *keys;
	int *values;
	int n;
};

static int key0, value0;

extern void show(struct maps *safe m);

// leaves 'values', which the run proposes 'safe', unset
static void keys_only(struct maps *safe m)
{
	m->keys = &key0;
	show(m);
}

// reads 'keys' before it sets it
static void rekey(struct maps *safe m)
{
	m->values = &value0;
	m->keys = m->keys + 1;
}

int first(struct maps *safe m)
{
	keys_only(m);
	rekey(m);
	m->values = &value0;
	return *m->keys + *m->values;
}

/*
 * check-name: -fsuggest-safe: no __building where a member the run proposes safe is left unset or read first
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
--- suggest-building-fields-not.c
+++ suggest-building-fields-not.c
@@ -2,8 +2,8 @@
 #define __building __attribute__((building))
 
 struct maps {
-	int *keys;
+	int *safe keys;
-	int *values;
+	int *safe values;
 	int n;
 };
 
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
