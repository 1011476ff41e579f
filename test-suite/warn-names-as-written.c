/*
 * Messages name what was written: members by name through pointers and
 * objects, anonymous unions looked into, elements by their index, and
 * '(*p)->m' with its parentheses; never an offset.
 */
#define safe __attribute__((safe))
struct in { char *name; int n; };
struct ci { int id; char comm[16]; char *home; struct in in; struct in ins[3]; union { char *u1; long u2; }; struct ci *next; };
void use(char *safe s);
void usep(struct ci *safe s);
void f(struct ci *ci, struct ci local, struct ci arr[], int i, char **pp, struct ci **cpp, char *(*map)[2])
{
	use(ci->home);
	use(local.home);
	use(arr[i].home);
	use(arr[2].in.name);
	use(ci->in.name);
	use(ci->ins[i].name);
	use(ci->ins[1].name);
	use(pp[3]);
	use(*pp);
	use(pp[i]);
	use((*cpp)->home);
	use(ci->u1);
	use(map[i][1]);
	use(ci->next->home);
	usep(ci->next);
	use(local.ins[i].name);
}

/*
 * check-name: members and elements named as written
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-names-as-written.c:11:6: warning: symbol 'f' was not declared. Should it be static?
warn-names-as-written.c:13:15: warning: dereference of 'ci', not proven non-NULL
warn-names-as-written.c:13:13: warning: passing 'ci->home', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:14:13: warning: passing 'local.home', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:15:19: warning: dereference of 'arr', not proven non-NULL
warn-names-as-written.c:15:13: warning: passing 'arr[i].home', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:16:13: warning: passing 'arr[2].in.name', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:17:13: warning: passing 'ci->in.name', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:18:13: warning: passing 'ci->ins[i].name', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:19:13: warning: passing 'ci->ins[1].name', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:20:15: warning: dereference of 'pp', not proven non-NULL
warn-names-as-written.c:20:13: warning: passing 'pp[3]', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:21:13: warning: passing '*pp', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:22:13: warning: passing 'pp[i]', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:23:14: warning: dereference of 'cpp', not proven non-NULL
warn-names-as-written.c:23:19: warning: dereference of '*cpp', not proven non-NULL
warn-names-as-written.c:23:14: warning: passing '(*cpp)->home', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:24:13: warning: passing 'ci->u1', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:25:19: warning: dereference of 'map', not proven non-NULL
warn-names-as-written.c:25:13: warning: passing 'map[i][1]', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:26:21: warning: dereference of 'ci->next', not proven non-NULL
warn-names-as-written.c:26:13: warning: passing 'ci->next->home', not proven non-NULL, as safe argument 1 of 'use'
warn-names-as-written.c:28:13: warning: passing 'local.ins[i].name', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
