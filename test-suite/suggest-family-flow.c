#define safe __attribute__((safe))

struct node {
	int v;
};

// a member that is given the callback a caller passed: one family with it
struct inputs {
	int nr;
	int (*ok)(struct node *n);
};

static int fits(struct node *n)
{
	return n->v > 0;
}

static int check(struct inputs *in, struct node *n)
{
	return in->ok(n);
}

// the parameter's type and the member's get the same annotations, or the
// initializer would join two types that differ
int through(struct node *n, int (*ok)(struct node *n))
{
	struct inputs in = { .nr = 0, .ok = ok };

	return check(&in, n);
}

int use(struct node *n)
{
	return through(n, fits);
}

/*
 * check-name: -fsuggest-safe: a callback's family on the member its value is stored into
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
--- suggest-family-flow.c
+++ suggest-family-flow.c
@@ -7,29 +7,29 @@
 // a member that is given the callback a caller passed: one family with it
 struct inputs {
 	int nr;
-	int (*ok)(struct node *n);
+	int (*ok)(struct node *safe n);
 };
 
-static int fits(struct node *n)
+static int fits(struct node *safe n)
 {
 	return n->v > 0;
 }
 
-static int check(struct inputs *in, struct node *n)
+static int check(struct inputs *safe in, struct node *safe n)
 {
 	return in->ok(n);
 }
 
 // the parameter's type and the member's get the same annotations, or the
 // initializer would join two types that differ
-int through(struct node *n, int (*ok)(struct node *n))
+int through(struct node *safe n, int (*ok)(struct node *safe n))
 {
 	struct inputs in = { .nr = 0, .ok = ok };
 
 	return check(&in, n);
 }
 
-int use(struct node *n)
+int use(struct node *safe n)
 {
 	return through(n, fits);
 }
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
