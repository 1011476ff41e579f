#define safe __attribute__((safe))
#define __building __attribute__((building))

struct maps {
	int *keys;
	int *values;
	int n;
};

static int key0, value0;

extern void show(struct maps *safe m);

// sets both pointers before the object is seen: once the run proposes
// them 'safe', it finishes building it, and one run says both
static void give_back_maps(struct maps *safe m)
{
	m->keys = &key0;
	m->values = &value0;
	m->n = 1;
	show(m);
}

// declared so already: nothing to add
static void take_maps(struct maps *safe m __building)
{
	m->keys = &key0;
	m->values = &value0;
}

int first(struct maps *safe m)
{
	give_back_maps(m);
	take_maps(m);
	return *m->keys + *m->values;
}

/*
 * check-name: -fsuggest-safe: __building for a function that sets every member the same run proposes safe
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
--- suggest-building-fields.c
+++ suggest-building-fields.c
@@ -2,8 +2,8 @@
 #define __building __attribute__((building))
 
 struct maps {
-	int *keys;
+	int *safe keys;
-	int *values;
+	int *safe values;
 	int n;
 };
 
@@ -13,7 +13,7 @@
 
 // sets both pointers before the object is seen: once the run proposes
 // them 'safe', it finishes building it, and one run says both
-static void give_back_maps(struct maps *safe m)
+static void give_back_maps(struct maps *safe m __building)
 {
 	m->keys = &key0;
 	m->values = &value0;
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
