#define safe __attribute__((safe))

struct node {
	int v;
};

static int walk(struct node *n, int (*visit)(struct node *n, int *data), int *data);

static int count(struct node *n, int *data)
{
	return n->v + *data;
}

static int value(struct node *n, int *data)
{
	return n->v;
}

// the callback's type is written twice, here and in the prototype: both
// get what the family proposes, or the two declarations differ
static int walk(struct node *n, int (*visit)(struct node *n, int *data), int *data)
{
	return visit(n, data);
}

int use(struct node *n)
{
	int k = 1;

	return walk(n, count, &k) + walk(n, value, &k);
}

/*
 * check-name: -fsuggest-safe: a callback's family on each declaration of the function that takes it
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
--- suggest-family-declarations.c
+++ suggest-family-declarations.c
@@ -4,26 +4,26 @@
 	int v;
 };
 
-static int walk(struct node *n, int (*visit)(struct node *n, int *data), int *data);
+static int walk(struct node *safe n, int (*visit)(struct node *safe n, int *data), int *data);
 
-static int count(struct node *n, int *data)
+static int count(struct node *safe n, int *data)
 {
 	return n->v + *data;
 }
 
-static int value(struct node *n, int *data)
+static int value(struct node *safe n, int *data)
 {
 	return n->v;
 }
 
 // the callback's type is written twice, here and in the prototype: both
 // get what the family proposes, or the two declarations differ
-static int walk(struct node *n, int (*visit)(struct node *n, int *data), int *data)
+static int walk(struct node *safe n, int (*visit)(struct node *safe n, int *data), int *data)
 {
 	return visit(n, data);
 }
 
-int use(struct node *n)
+int use(struct node *safe n)
 {
 	int k = 1;
 
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
