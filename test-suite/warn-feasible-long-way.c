extern int more(void); extern void *find(void);

/* a NULL tested, then 120 branches on calls, then the use */
static int long_way(void)
{	int *p = find();
	int s = 0;

	if (!p)
		s = -1;
	if (more())
		s += 1;
	if (more())
		s += 2;
	if (more())
		s += 3;
	if (more())
		s += 4;
	if (more())
		s += 5;
	if (more())
		s += 6;
	if (more())
		s += 7;
	if (more())
		s += 8;
	if (more())
		s += 9;
	if (more())
		s += 10;
	if (more())
		s += 11;
	if (more())
		s += 12;
	if (more())
		s += 13;
	if (more())
		s += 14;
	if (more())
		s += 15;
	if (more())
		s += 16;
	if (more())
		s += 17;
	if (more())
		s += 18;
	if (more())
		s += 19;
	if (more())
		s += 20;
	if (more())
		s += 21;
	if (more())
		s += 22;
	if (more())
		s += 23;
	if (more())
		s += 24;
	if (more())
		s += 25;
	if (more())
		s += 26;
	if (more())
		s += 27;
	if (more())
		s += 28;
	if (more())
		s += 29;
	if (more())
		s += 30;
	if (more())
		s += 31;
	if (more())
		s += 32;
	if (more())
		s += 33;
	if (more())
		s += 34;
	if (more())
		s += 35;
	if (more())
		s += 36;
	if (more())
		s += 37;
	if (more())
		s += 38;
	if (more())
		s += 39;
	if (more())
		s += 40;
	if (more())
		s += 41;
	if (more())
		s += 42;
	if (more())
		s += 43;
	if (more())
		s += 44;
	if (more())
		s += 45;
	if (more())
		s += 46;
	if (more())
		s += 47;
	if (more())
		s += 48;
	if (more())
		s += 49;
	if (more())
		s += 50;
	if (more())
		s += 51;
	if (more())
		s += 52;
	if (more())
		s += 53;
	if (more())
		s += 54;
	if (more())
		s += 55;
	if (more())
		s += 56;
	if (more())
		s += 57;
	if (more())
		s += 58;
	if (more())
		s += 59;
	if (more())
		s += 60;
	if (more())
		s += 61;
	if (more())
		s += 62;
	if (more())
		s += 63;
	if (more())
		s += 64;
	if (more())
		s += 65;
	if (more())
		s += 66;
	if (more())
		s += 67;
	if (more())
		s += 68;
	if (more())
		s += 69;
	if (more())
		s += 70;
	if (more())
		s += 71;
	if (more())
		s += 72;
	if (more())
		s += 73;
	if (more())
		s += 74;
	if (more())
		s += 75;
	if (more())
		s += 76;
	if (more())
		s += 77;
	if (more())
		s += 78;
	if (more())
		s += 79;
	if (more())
		s += 80;
	if (more())
		s += 81;
	if (more())
		s += 82;
	if (more())
		s += 83;
	if (more())
		s += 84;
	if (more())
		s += 85;
	if (more())
		s += 86;
	if (more())
		s += 87;
	if (more())
		s += 88;
	if (more())
		s += 89;
	if (more())
		s += 90;
	if (more())
		s += 91;
	if (more())
		s += 92;
	if (more())
		s += 93;
	if (more())
		s += 94;
	if (more())
		s += 95;
	if (more())
		s += 96;
	if (more())
		s += 97;
	if (more())
		s += 98;
	if (more())
		s += 99;
	if (more())
		s += 100;
	if (more())
		s += 101;
	if (more())
		s += 102;
	if (more())
		s += 103;
	if (more())
		s += 104;
	if (more())
		s += 105;
	if (more())
		s += 106;
	if (more())
		s += 107;
	if (more())
		s += 108;
	if (more())
		s += 109;
	if (more())
		s += 110;
	if (more())
		s += 111;
	if (more())
		s += 112;
	if (more())
		s += 113;
	if (more())
		s += 114;
	if (more())
		s += 115;
	if (more())
		s += 116;
	if (more())
		s += 117;
	if (more())
		s += 118;
	if (more())
		s += 119;
	if (more())
		s += 120;
	return s + *p;
}

/*
 * check-name: warn: a NULL tested, and used 120 branches on calls later (a path walked through every one of them)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-feasible-long-way.c:250:20: warning: dereference of 'p', which may be NULL
warn-feasible-long-way.c:8:14:     'p' is NULL on one side of this test
 * check-error-end
 */
