/* more facts live than a kept state holds as one array (64): each field
 * tested, and three used again after the tests and a loop */
struct s {
	int *f0;
	int *f1;
	int *f2;
	int *f3;
	int *f4;
	int *f5;
	int *f6;
	int *f7;
	int *f8;
	int *f9;
	int *f10;
	int *f11;
	int *f12;
	int *f13;
	int *f14;
	int *f15;
	int *f16;
	int *f17;
	int *f18;
	int *f19;
	int *f20;
	int *f21;
	int *f22;
	int *f23;
	int *f24;
	int *f25;
	int *f26;
	int *f27;
	int *f28;
	int *f29;
	int *f30;
	int *f31;
	int *f32;
	int *f33;
	int *f34;
	int *f35;
	int *f36;
	int *f37;
	int *f38;
	int *f39;
	int *f40;
	int *f41;
	int *f42;
	int *f43;
	int *f44;
	int *f45;
	int *f46;
	int *f47;
	int *f48;
	int *f49;
	int *f50;
	int *f51;
	int *f52;
	int *f53;
	int *f54;
	int *f55;
	int *f56;
	int *f57;
	int *f58;
	int *f59;
	int *f60;
	int *f61;
	int *f62;
	int *f63;
	int *f64;
	int *f65;
	int *f66;
	int *f67;
	int *f68;
	int *f69;
	int *f70;
	int *f71;
	int *f72;
	int *f73;
	int *f74;
	int *f75;
	int *f76;
	int *f77;
	int *f78;
	int *f79;
};
extern void *find(void);
static int f(void)
{	struct s *b = find();
	int s = 0;

	if (b->f0)
		s += *b->f0;
	if (b->f1)
		s += *b->f1;
	if (b->f2)
		s += *b->f2;
	if (b->f3)
		s += *b->f3;
	if (b->f4)
		s += *b->f4;
	if (b->f5)
		s += *b->f5;
	if (b->f6)
		s += *b->f6;
	if (b->f7)
		s += *b->f7;
	if (b->f8)
		s += *b->f8;
	if (b->f9)
		s += *b->f9;
	if (b->f10)
		s += *b->f10;
	if (b->f11)
		s += *b->f11;
	if (b->f12)
		s += *b->f12;
	if (b->f13)
		s += *b->f13;
	if (b->f14)
		s += *b->f14;
	if (b->f15)
		s += *b->f15;
	if (b->f16)
		s += *b->f16;
	if (b->f17)
		s += *b->f17;
	if (b->f18)
		s += *b->f18;
	if (b->f19)
		s += *b->f19;
	if (b->f20)
		s += *b->f20;
	if (b->f21)
		s += *b->f21;
	if (b->f22)
		s += *b->f22;
	if (b->f23)
		s += *b->f23;
	if (b->f24)
		s += *b->f24;
	if (b->f25)
		s += *b->f25;
	if (b->f26)
		s += *b->f26;
	if (b->f27)
		s += *b->f27;
	if (b->f28)
		s += *b->f28;
	if (b->f29)
		s += *b->f29;
	if (b->f30)
		s += *b->f30;
	if (b->f31)
		s += *b->f31;
	if (b->f32)
		s += *b->f32;
	if (b->f33)
		s += *b->f33;
	if (b->f34)
		s += *b->f34;
	if (b->f35)
		s += *b->f35;
	if (b->f36)
		s += *b->f36;
	if (b->f37)
		s += *b->f37;
	if (b->f38)
		s += *b->f38;
	if (b->f39)
		s += *b->f39;
	if (b->f40)
		s += *b->f40;
	if (b->f41)
		s += *b->f41;
	if (b->f42)
		s += *b->f42;
	if (b->f43)
		s += *b->f43;
	if (b->f44)
		s += *b->f44;
	if (b->f45)
		s += *b->f45;
	if (b->f46)
		s += *b->f46;
	if (b->f47)
		s += *b->f47;
	if (b->f48)
		s += *b->f48;
	if (b->f49)
		s += *b->f49;
	if (b->f50)
		s += *b->f50;
	if (b->f51)
		s += *b->f51;
	if (b->f52)
		s += *b->f52;
	if (b->f53)
		s += *b->f53;
	if (b->f54)
		s += *b->f54;
	if (b->f55)
		s += *b->f55;
	if (b->f56)
		s += *b->f56;
	if (b->f57)
		s += *b->f57;
	if (b->f58)
		s += *b->f58;
	if (b->f59)
		s += *b->f59;
	if (b->f60)
		s += *b->f60;
	if (b->f61)
		s += *b->f61;
	if (b->f62)
		s += *b->f62;
	if (b->f63)
		s += *b->f63;
	if (b->f64)
		s += *b->f64;
	if (b->f65)
		s += *b->f65;
	if (b->f66)
		s += *b->f66;
	if (b->f67)
		s += *b->f67;
	if (b->f68)
		s += *b->f68;
	if (b->f69)
		s += *b->f69;
	if (b->f70)
		s += *b->f70;
	if (b->f71)
		s += *b->f71;
	if (b->f72)
		s += *b->f72;
	if (b->f73)
		s += *b->f73;
	if (b->f74)
		s += *b->f74;
	if (b->f75)
		s += *b->f75;
	if (b->f76)
		s += *b->f76;
	if (b->f77)
		s += *b->f77;
	if (b->f78)
		s += *b->f78;
	if (b->f79)
		s += *b->f79;
	for (int i = 0; i < s; i++)
		s += i;
	s += *b->f3;
	s += *b->f40;
	s += *b->f79;
	return s;
}

/*
 * check-name: more than 64 live facts, kept in pieces: each field tested and used after a loop warns
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-many-live-facts.c:252:14: warning: dereference of 'b->f3', which may be NULL
warn-many-live-facts.c:96:13:     'b->f3' is NULL on one side of this test
warn-many-live-facts.c:253:14: warning: dereference of 'b->f40', which may be NULL
warn-many-live-facts.c:170:13:     'b->f40' is NULL on one side of this test
warn-many-live-facts.c:254:14: warning: dereference of 'b->f79', which may be NULL
warn-many-live-facts.c:248:13:     'b->f79' is NULL on one side of this test
 * check-error-end
 */
