# library.awk: include/safe.h's declarations of the C library, as the
# table that the model of the library (library.h) is made of.
#
#	awk -f linearize-ext/library.awk include/safe.h > library-table.h
#	awk -v out=man -f linearize-ext/library.awk include/safe.h
#
# (the second: the same table as the man page's LIBRARY MODEL shows it).
#
# Each 'extern' declaration, up to its ';', becomes one line:
#
#	LIBRARY_FN("fclose", LIB_PLAIN, 0x1)
#	LIBRARY_VAR("stdin")
#
# the function's result (LIB_NEVER_NULL for a 'safe' result, LIB_FAILS for
# __attribute__((malloc)), else LIB_PLAIN) and the mask of its 'safe'
# parameters (bit i-1 for parameter i); a variable only where it is safe.
# A declaration this cannot read stops the build: the table and the header
# must say the same.

function fail(what)
{
	printf "%s:%d: %s\n", FILENAME, FNR, what > "/dev/stderr"
	failed = 1
	exit 1
}

function has_safe(text)
{
	return text ~ /(^|[^A-Za-z0-9_])safe([^A-Za-z0-9_]|$)/
}

function emit(decl,    fails, open, head, name, result, i, c, depth, param, nr, mask)
{
	sub(/^[ \t]*extern[ \t]+/, "", decl)
	fails = gsub(/__attribute__\(\(malloc\)\)/, "", decl) > 0
	open = index(decl, "(")
	if (!open) {
		if (!match(decl, /[A-Za-z_][A-Za-z0-9_]*[ \t]*;/))
			fail("no name in '" decl "'")
		name = substr(decl, RSTART, RLENGTH)
		sub(/[ \t]*;/, "", name)
		if (!has_safe(substr(decl, 1, RSTART - 1)))
			return
		if (out == "man")
			printf "%-16s %-18s %s\n", name, "-", "never NULL"
		else
			printf "LIBRARY_VAR(\"%s\")\n", name
		return
	}
	head = substr(decl, 1, open - 1)
	if (!match(head, /[A-Za-z_][A-Za-z0-9_]*[ \t]*$/))
		fail("no function name in '" decl "'")
	name = substr(head, RSTART, RLENGTH)
	sub(/[ \t]+$/, "", name)
	head = substr(head, 1, RSTART - 1)
	result = "LIB_PLAIN"
	if (has_safe(head))
		result = "LIB_NEVER_NULL"
	if (fails) {
		if (result != "LIB_PLAIN")
			fail(name ": a safe result that fails")
		result = "LIB_FAILS"
	}
	# the parameters, split at the commas outside their own parentheses
	depth = 0
	nr = 1
	mask = 0
	param = ""
	for (i = open + 1; i <= length(decl); i++) {
		c = substr(decl, i, 1)
		if (c == "(")
			depth++
		if (c == ")" && depth-- == 0)
			break
		if ((c == "," && depth == 0)) {
			if (has_safe(param))
				mask += 2 ^ (nr - 1)
			nr++
			param = ""
			continue
		}
		param = param c
	}
	if (i > length(decl))
		fail(name ": the parameters do not end")
	if (has_safe(param))
		mask += 2 ^ (nr - 1)
	if (nr > 31)
		fail(name ": more parameters than a mask holds")
	if (out == "man")
		man(name, result, mask, nr)
	else
		printf "LIBRARY_FN(\"%s\", %s, 0x%x)\n", name, result, mask
}

# one line of the man page's table: the function, the parameters that
# must not be NULL, what its result is
function man(name, result, mask, nr,    i, params, what)
{
	if (!mask && result == "LIB_PLAIN")
		return
	params = ""
	for (i = 1; i <= nr; i++) {
		if (int(mask / 2 ^ (i - 1)) % 2)
			params = params (params == "" ? "" : ",") i
	}
	what = result == "LIB_NEVER_NULL" ? "never NULL" : result == "LIB_FAILS" ? "NULL when it fails" : "-"
	printf "%-16s %-18s %s\n", name "()", params == "" ? "-" : params, what
}

BEGIN {
	if (out == "man")
		printf "%-16s %-18s %s\n", "function", "not NULL (param)", "result"
	else
		print "/* made from include/safe.h by linearize-ext/library.awk: do not edit */"
}

/^[ \t]*extern[ \t]/ {
	decl = ""
	within = 1
}

within {
	line = $0
	sub(/\/\*.*\*\//, "", line)
	decl = decl " " line
	if (line ~ /;/) {
		within = 0
		emit(decl)
	}
}

END {
	if (within && !failed)
		fail("a declaration does not end")
}
