# sparse-safe: sparse plus pointer-nullness checking.
#
# The one entry point for building, testing, installing and benchmarking.
# sparse's source is never part of the repository: it is fetched into build/
# (or taken from SPARSE_SRC=dir), patched with linearize-ext/patches/, and
# linked with our own files into build/sparse-safe.  A stock build/sparse is
# built beside it from the same unpatched source, as the reference.

VERSION := 0.1.0

SPARSE_VERSION := 0.6.4
SPARSE_DEB_VERSION := 0.6.4-3

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
INCLUDEDIR ?= $(PREFIX)/include
MANDIR ?= $(PREFIX)/share/man

CC ?= cc
CFLAGS ?= -O2 -g
PKG_CONFIG ?= pkg-config

B := build
PRISTINE := $(B)/sparse-$(SPARSE_VERSION)
STOCK := $(B)/stock
PATCHED := $(B)/patched
PATCHDIR := linearize-ext/patches
PATCHES := $(addprefix $(PATCHDIR)/,$(shell sed -n '/^[0-9]/p' $(PATCHDIR)/series 2>/dev/null))

# sparse's own build, without its optional programs (none of which we need),
# with a fixed version string rather than one taken from our git history.
SPARSE_MAKE := $(MAKE) --no-print-directory HAVE_LLVM=no HAVE_LIBXML=no \
	HAVE_GTK=no HAVE_SQLITE=no HAVE_BOOLECTOR=no
SPARSE_PROGS := sparse test-linearize test-parsing test-show-type
PATCHED_PROGS := test-linearize test-parsing test-show-type

# Our own code: the solver and its lattice (linearize-ext/), the checks and
# the program (sparse-safe/).
EXT_SRCS := $(wildcard linearize-ext/*.c)
SAFE_SRCS := $(wildcard sparse-safe/*.c)
OBJS := $(patsubst %.c,$(B)/obj/%.o,$(EXT_SRCS) $(SAFE_SRCS))

OUR_CFLAGS := -Wall -Wwrite-strings -fno-strict-aliasing -I$(PATCHED) -Iinclude \
	-Ilinearize-ext -Isparse-safe -I$(B)/gen

Q := $(if $(V),,@)
comma := ,

# $(call apt_private,DIR,TYPE): a private apt configuration in DIR whose
# entries are this machine's own 'deb' entries, as TYPE ('deb' or
# 'deb-src'); $(call apt_opts,DIR) makes apt-get use it.  The system's
# configuration is not touched, and nothing needs root.
define apt_private
	$(Q)rm -rf $(1) && mkdir -p $(1)/sources.list.d $(1)/lists/partial \
		$(1)/cache/archives/partial
	$(Q)eval "$$(apt-config shell SL Dir::Etc::SourceList/f SP Dir::Etc::SourceParts/d 2>/dev/null)"; \
	{ [ -n "$$SL" ] && [ -r "$$SL" ] && \
	  sed -n 's/^[[:space:]]*deb[[:space:]]/$(2) /p' "$$SL"; } \
		> $(1)/sources.list; \
	for f in "$$SP"*.list; do [ -r "$$f" ] && \
	  sed -n 's/^[[:space:]]*deb[[:space:]]/$(2) /p' "$$f"; done \
		>> $(1)/sources.list; \
	for f in "$$SP"*.sources; do [ -r "$$f" ] && \
	  sed 's/^Types:.*/Types: $(2)/' "$$f" \
		> $(1)/sources.list.d/$$(basename "$$f"); done; true
endef
apt_opts = -o Dir::Etc::SourceList=$(1)/sources.list \
	-o Dir::Etc::SourceParts=$(1)/sources.list.d \
	-o Dir::State::Lists=$(1)/lists -o Dir::Cache=$(1)/cache \
	-o Debug::NoLocking=1 -o APT::Get::List-Cleanup=0 -q

# $(call fetch_debs,NAME,PACKAGES,INTO,NEED,INSTEAD): the binary packages
# PACKAGES (name=version, or the archive's version) downloaded with
# apt-get download, from a private configuration of the machine's own
# 'deb' entries in $(B)/apt-NAME, into $(B)/dl-NAME, and unpacked with
# dpkg-deb (which every Debian system has) into INTO.  NEED says what needs
# them and what the machine lacks, INSTEAD what the user can do otherwise.
define fetch_debs
	$(Q)command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null || { \
		echo "error: $(strip $(4)) nor apt-get and dpkg-deb to fetch it: $(strip $(5))." >&2; exit 1; }
	$(call apt_private,$(abspath $(B)/apt-$(1)),deb)
	$(Q)rm -rf $(3) $(B)/dl-$(1) && mkdir -p $(B)/dl-$(1)
	$(Q)apt-get $(call apt_opts,$(abspath $(B)/apt-$(1))) update > $(B)/fetch-$(1).log 2>&1 || true
	$(Q)if ! (cd $(B)/dl-$(1) && apt-get $(call apt_opts,$(abspath $(B)/apt-$(1))) download \
			$(2)) >> $(B)/fetch-$(1).log 2>&1; then \
		echo "error: could not download $(2) with 'apt-get download' (entries from this machine's apt sources; see $(B)/fetch-$(1).log): make the distribution's archive reachable$(comma) $(strip $(5))." >&2; \
		exit 1; \
	fi
	$(Q)for deb in $(B)/dl-$(1)/*.deb; do dpkg-deb -x "$$deb" $(3) || exit 1; done
endef

.PHONY: all demo check check-validation check-suite check-richer check-unit check-self check-bad-input check-sarif-file check-suggest-safe check-fuzz-words check-whole-program check-sarif check-sanitize fuzz fuzz-diff fetch-check fetch-sqlite install \
	uninstall clean distclean bench bench-kernel bench-real bench-suggest FORCE
.DELETE_ON_ERROR:

all: $(B)/sparse-safe $(B)/sparse $(B)/sparse-safe.1

########################################################################
# Getting sparse: the pristine tree in $(PRISTINE)

# The origin of the pristine tree is remembered, so that a change of
# SPARSE_SRC refetches and nothing else does.
ORIGIN := $(if $(SPARSE_SRC),dir $(abspath $(SPARSE_SRC)),apt sparse=$(SPARSE_DEB_VERSION))

$(B)/origin: FORCE
	@mkdir -p $(B)
	@echo '$(ORIGIN)' | cmp -s - $@ || echo '$(ORIGIN)' > $@

ifdef SPARSE_SRC
$(PRISTINE)/.pristine: $(B)/origin
	@echo "  COPY    $(SPARSE_SRC)"
	$(Q)if ! grep -qx 'VERSION=$(SPARSE_VERSION)' '$(SPARSE_SRC)/Makefile' 2>/dev/null || \
	    ! test -f '$(SPARSE_SRC)/linearize.c'; then \
		echo "error: SPARSE_SRC=$(SPARSE_SRC) is not a sparse $(SPARSE_VERSION) source tree (no 'VERSION=$(SPARSE_VERSION)' in its Makefile); point it at one, or leave it unset to fetch sparse $(SPARSE_DEB_VERSION) with apt-get source." >&2; \
		exit 1; \
	fi
	$(Q)rm -rf $(PRISTINE) $(PRISTINE).tmp
	$(Q)cp -a '$(SPARSE_SRC)' $(PRISTINE).tmp
	$(Q)rm -rf $(PRISTINE).tmp/.git
	$(Q)$(MAKE) -s -C $(PRISTINE).tmp clean >/dev/null 2>&1 || true
	$(Q)touch $(PRISTINE).tmp/.pristine
	$(Q)mv $(PRISTINE).tmp $(PRISTINE)
else
# A private apt configuration under $(B)/apt: the machine's own 'deb' entries
# turned into 'deb-src' ones.  The system's configuration is not touched.
APT_DIR := $(abspath $(B)/apt)
APT_OPTS := $(call apt_opts,$(APT_DIR))

$(PRISTINE)/.pristine: $(B)/origin
	@echo "  FETCH   sparse $(SPARSE_DEB_VERSION) (apt-get source)"
	$(Q)command -v apt-get >/dev/null || { echo "error: fetching sparse's source needs apt-get, which this machine does not have: build against a sparse $(SPARSE_VERSION) tree you have with 'make SPARSE_SRC=dir'." >&2; exit 1; }
	$(Q)command -v dpkg-source >/dev/null || { echo "error: unpacking sparse's source package needs dpkg-source: install the Debian package dpkg-dev (build-essential brings it)." >&2; exit 1; }
	$(Q)rm -rf $(B)/dl $(PRISTINE) $(PRISTINE).tmp
	$(call apt_private,$(APT_DIR),deb-src)
	$(Q)mkdir -p $(B)/dl
	$(Q)apt-get $(APT_OPTS) update > $(B)/fetch.log 2>&1 || true
	$(Q)if ! (cd $(B)/dl && apt-get $(APT_OPTS) --download-only source \
			sparse=$(SPARSE_DEB_VERSION)) >> $(B)/fetch.log 2>&1 || \
	    ! dpkg-source -x $(B)/dl/sparse_$(SPARSE_DEB_VERSION).dsc \
			$(PRISTINE).tmp >> $(B)/fetch.log 2>&1; then \
		rm -rf $(PRISTINE).tmp; \
		echo "error: could not get sparse $(SPARSE_DEB_VERSION) with 'apt-get source' (deb-src entries derived from this machine's apt sources, then dpkg-source from dpkg-dev; see $(B)/fetch.log): install dpkg-dev and make the distribution's archive reachable, or build against a sparse $(SPARSE_VERSION) tree you have with 'make SPARSE_SRC=dir'." >&2; \
		exit 1; \
	fi
	$(Q)touch $(PRISTINE).tmp/.pristine
	$(Q)mv $(PRISTINE).tmp $(PRISTINE)
endif

########################################################################
# Stock sparse, the reference

$(STOCK)/.built: $(PRISTINE)/.pristine
	@echo "  BUILD   stock sparse $(SPARSE_VERSION)"
	$(Q)command -v $(firstword $(CC)) >/dev/null || { echo "error: there is no C compiler '$(CC)': install the Debian package build-essential, or give CC=compiler." >&2; exit 1; }
	$(Q)rm -rf $(STOCK) && cp -a $(PRISTINE) $(STOCK)
	$(Q)$(SPARSE_MAKE) -C $(STOCK) SPARSE_VERSION='$(SPARSE_VERSION)' \
		$(SPARSE_PROGS) > $(B)/stock.log 2>&1 || \
		{ echo "error: stock sparse did not build; see $(B)/stock.log" >&2; exit 1; }
	$(Q)touch $@

$(B)/sparse: $(STOCK)/.built
	$(Q)cp $(STOCK)/sparse $@

########################################################################
# Patched sparse: the library sparse-safe links with

$(PATCHED)/.applied: $(PRISTINE)/.pristine $(PATCHDIR)/series $(PATCHES)
	@echo "  PATCH   $(PATCHED)"
	$(Q)command -v patch >/dev/null || { echo "error: applying the patch series needs patch: install the Debian package patch (build-essential brings it)." >&2; exit 1; }
	$(Q)rm -rf $(PATCHED) && cp -a $(PRISTINE) $(PATCHED)
	$(Q)for p in $(notdir $(PATCHES)); do \
		if ! patch -d $(PATCHED) -p1 --batch --forward --quiet \
				< $(PATCHDIR)/$$p > $(B)/patch.log 2>&1; then \
			cat $(B)/patch.log >&2; rm -rf $(PATCHED); \
			echo "error: $(PATCHDIR)/$$p does not apply to sparse in $(PRISTINE)" >&2; \
			exit 1; \
		fi; \
	done
	$(Q)touch $@

$(PATCHED)/.built: $(PATCHED)/.applied
	@echo "  BUILD   patched sparse library"
	$(Q)$(SPARSE_MAKE) -C $(PATCHED) \
		SPARSE_VERSION='sparse-safe $(VERSION) (sparse $(SPARSE_VERSION))' \
		libsparse.a sparse.o $(PATCHED_PROGS) > $(B)/patched.log 2>&1 || \
		{ cat $(B)/patched.log >&2; echo "error: patched sparse did not build; see $(B)/patched.log" >&2; exit 1; }
	$(Q)touch $@

########################################################################
# sparse-safe

# The model of the C library (linearize-ext/library.h) is include/safe.h's
# declarations, read into a table
$(B)/gen/library-table.h: include/safe.h linearize-ext/library.awk
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	$(Q)awk -f linearize-ext/library.awk include/safe.h > $@.tmp && mv $@.tmp $@

# ... and the man page's LIBRARY MODEL is the same table
$(B)/sparse-safe.1: sparse-safe/sparse-safe.1 include/safe.h linearize-ext/library.awk
	@echo "  GEN     $@"
	$(Q)awk -v out=man -f linearize-ext/library.awk include/safe.h > $@.table
	$(Q)awk -v table=$@.table '$$0 == "@LIBRARY_TABLE@" { while ((getline l < table) > 0) print l; next } { print }' \
		sparse-safe/sparse-safe.1 > $@.tmp && rm -f $@.table && mv $@.tmp $@

$(B)/obj/%.o: %.c $(PATCHED)/.built $(wildcard linearize-ext/*.h sparse-safe/*.h) include/safe.h $(B)/gen/library-table.h $(B)/sqlite.cflags
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(OUR_CFLAGS) $$(cat $(B)/sqlite.cflags) $(CFLAGS) -c -o $@ $<

$(B)/sparse-safe: $(PATCHED)/.built $(OBJS) $(B)/sqlite.libs
	@echo "  LD      $@"
	$(Q)$(CC) $(LDFLAGS) -o $@ $(PATCHED)/sparse.o $(OBJS) $(PATCHED)/libsparse.a $$(cat $(B)/sqlite.libs)
	$(Q)ln -sf ../sparse-safe $(PATCHED)/sparse

########################################################################
# SQLite, for the summary database (linearize-ext/summarydb.h):
# SQLITE_PREFIX=dir (a prefix with include/sqlite3.h and lib/libsqlite3.a,
# or lib/<arch>/libsqlite3.a), else the one pkg-config finds on the
# machine, else the distribution's libsqlite3-dev (whatever version its
# archive has: security updates move it), downloaded with apt-get and
# unpacked into $(SQLITELIB) as Check is.  Linked statically wherever its
# libsqlite3.a is there (with those of its private libraries the compiler
# finds): the shared library's relocations, bound when it is loaded, cost
# each run about a million instructions.
# $(B)/sqlite.cflags and $(B)/sqlite.libs hold the flags; a change of
# SQLITE_PREFIX (or of the way it is linked) makes them again.
SQLITELIB := $(B)/sqlitelib
SQLITE_ORIGIN := $(if $(SQLITE_PREFIX),dir $(abspath $(SQLITE_PREFIX)),system or libsqlite3-dev, static where it can)

$(B)/sqlite.origin: FORCE
	@mkdir -p $(B)
	@echo '$(SQLITE_ORIGIN)' | cmp -s - $@ || echo '$(SQLITE_ORIGIN)' > $@

# the flags for an SQLite in the prefix $1, one line of compiler flags and
# one of linker flags, or nothing
sqlite_flags_in = inc='$(1)/include'; \
	lib=$$(ls '$(1)'/lib/libsqlite3.a '$(1)'/lib/*/libsqlite3.a 2>/dev/null | head -n 1); \
	test -r "$$inc/sqlite3.h" && test -n "$$lib" && \
	echo "-I$$(cd "$$inc" && pwd)" && \
	echo "$$(cd "$$(dirname "$$lib")" && pwd)/libsqlite3.a -lpthread -ldl -lm"

$(B)/sqlite.flags: $(B)/sqlite.origin
ifdef SQLITE_PREFIX
	$(Q){ $(call sqlite_flags_in,$(SQLITE_PREFIX)); } > $@ || { rm -f $@; \
		echo "error: SQLITE_PREFIX=$(SQLITE_PREFIX) has no include/sqlite3.h and lib/libsqlite3.a (or lib/<arch>/libsqlite3.a); point it at an installed SQLite, or leave it unset." >&2; exit 1; }
else
	$(Q)if $(PKG_CONFIG) --exists sqlite3 2>/dev/null; then \
		a="$$($(PKG_CONFIG) --variable=libdir sqlite3)/libsqlite3.a"; \
		{ $(PKG_CONFIG) --cflags sqlite3 | sed 's/^$$/ /'; \
		  if [ -r "$$a" ]; then \
			libs=; \
			for l in $$($(PKG_CONFIG) --static --libs-only-l sqlite3); do \
				n=$${l#-l}; \
				[ "$$n" = sqlite3 ] && continue; \
				for f in "$$($(CC) -print-file-name=lib$$n.so)" "$$($(CC) -print-file-name=lib$$n.a)"; do \
					case $$f in /*) libs="$$libs $$l"; break;; esac; \
				done; \
			done; \
			echo "$$a$$libs"; \
		  else $(PKG_CONFIG) --libs sqlite3; fi; } > $@; \
	elif { $(call sqlite_flags_in,$(SQLITELIB)/usr); } > $@ 2>/dev/null; then \
		true; \
	else \
		$(MAKE) --no-print-directory -s fetch-sqlite && \
		{ $(call sqlite_flags_in,$(SQLITELIB)/usr); } > $@ || { rm -f $@; exit 1; }; \
	fi
endif

$(B)/sqlite.cflags: $(B)/sqlite.flags
	$(Q)sed -n 1p $< | cmp -s - $@ || sed -n 1p $< > $@

$(B)/sqlite.libs: $(B)/sqlite.flags
	$(Q)sed -n 2p $< | cmp -s - $@ || sed -n 2p $< > $@

fetch-sqlite:
	@echo "  FETCH   libsqlite3-dev (apt-get download)"
	$(call fetch_debs,sqlite,libsqlite3-dev,$(SQLITELIB),\
		sparse-safe needs SQLite$(comma) and this machine has neither an installed one (Debian package 'libsqlite3-dev'$(comma) found with pkg-config),\
		install 'libsqlite3-dev' and 'pkg-config'$(comma) or give SQLITE_PREFIX=dir)

########################################################################
# The demo: the bundled example, checked

demo: $(B)/sparse-safe
	@echo "$(B)/sparse-safe -Wsafe -Iinclude examples/notes.c"
	$(Q)$(B)/sparse-safe -Wsafe -Iinclude examples/notes.c 2>&1; true
	@echo
	@echo "$(B)/sparse-safe -Iinclude -fsuggest-safe examples/suggest/shelf.c examples/suggest/main.c"
	$(Q)$(B)/sparse-safe -Iinclude -fsuggest-safe examples/suggest/shelf.c \
		examples/suggest/main.c 2>&1; true
	@echo
	@echo "$(B)/sparse-safe -Iinclude -fsuggest-safe -fsuggest-safe-sound examples/suggest/shelf.c examples/suggest/main.c"
	$(Q)$(B)/sparse-safe -Iinclude -fsuggest-safe -fsuggest-safe-sound \
		examples/suggest/shelf.c examples/suggest/main.c 2>&1; true

########################################################################
# Tests: sparse's validation suite against stock, our cases, unit tests,
# and our own sources checked with -Wsafe.  Each layer leaves "passed
# failed" in $(B)/check/<layer>; check adds up.

check: all
	$(Q)rm -rf $(B)/check && mkdir -p $(B)/check
	$(Q)$(MAKE) --no-print-directory -k check-validation check-suite check-unit check-self \
		check-bad-input check-sarif-file check-suggest-safe check-fuzz-words \
		check-whole-program check-richer; true
	$(Q)cat $(B)/check/validation $(B)/check/suite $(B)/check/unit $(B)/check/self \
		$(B)/check/bad-input $(B)/check/sarif-file $(B)/check/suggest-safe \
		$(B)/check/fuzz-words $(B)/check/whole-program $(B)/check/richer 2>/dev/null | \
	  awk '{ p += $$1; f += $$2; n++ } \
	       END { if (n != 10) f++; printf "%d passed, %d failed\n", p, f; exit f != 0 }'

# The words stock does not know (test-suite/fuzz-words: nullability
# qualifiers, __typeof_unqual__), by fuzz-diff's rule: the difference
# from stock is theirs alone, the rest of each file as stock reads it.
# The cases over several files (test-suite/program/), checked with the
# summary database and in one run (test-suite/whole-program says how)
check-whole-program: all
	@mkdir -p $(B)/check
	$(Q)sh test-suite/whole-program $(B)/sparse-safe test-suite/program $(B)/whole-program \
		$(B)/check/whole-program

check-fuzz-words: all
	@mkdir -p $(B)/check
	$(Q)n=$$(ls test-suite/fuzz-words/*.c | wc -l); \
	if sh test-suite/fuzz-diff $(abspath $(B))/sparse $(abspath $(B))/sparse-safe \
		$(abspath include) test-suite/fuzz-words; then r="$$n 0"; else r="0 $$n"; fi; \
	echo "$$r" > $(B)/check/fuzz-words; test "$$r" = "$$n 0"

check-validation: all
	@mkdir -p $(B)/check
	$(Q)sh test-suite/validation-compare $(STOCK) $(PATCHED) $(B)/check/validation

# $(call cases,DIR,WORK,NAME,WHAT): the cases of DIR (*.c, *.h), copied
# into WORK and run there by sparse's test-suite driver, with sparse-safe
# as sparse; "passed failed" into $(B)/check/NAME.  WORK is two levels
# below $(B).
define cases
	@mkdir -p $(B)/check
	$(Q)rm -rf $(2) && mkdir -p $(2)/validation
	$(Q)cp $(1)/*.c $(1)/*.h $(2)/validation/ 2>/dev/null; \
	  cp $(PRISTINE)/validation/test-suite $(2)/validation/
	$(Q)cp -R include $(2)/include
	$(Q)cp -R examples $(2)/examples
	$(Q)ln -s ../sparse-safe $(2)/sparse
	$(Q)ln -s "$$(command -v $(CC))" $(2)/cc
	$(Q)for p in $(PATCHED_PROGS); do ln -s ../patched/$$p $(2)/$$p; done
	$(Q)cd $(2)/validation && ./test-suite > ../test-suite.log 2>&1; \
	  grep -e '^error:' -e '^	' ../test-suite.log; \
	  tail -n 4 ../test-suite.log | grep -e '^OK' -e '^KO' | sed 's/^/$(4): /'; \
	  sed -n 's/^[OK][KO]: out of [0-9]* tests, \([0-9]*\) passed, \([0-9]*\) failed$$/\1 \2/p' \
		../test-suite.log > ../../check/$(3)
	$(Q)test -s $(B)/check/$(3) && test "$$(cut -d' ' -f2 $(B)/check/$(3))" = 0
endef

SUITE := $(B)/suite
check-suite: all
	$(call cases,test-suite,$(SUITE),suite,our cases)

# The richer types (test-suite/richer/): cond_safe and objects being
# built, each form with a silent case and a warning twin, and what
# -fsuggest-safe proposes of them, with the twin where it must not.
check-richer: all
	$(call cases,test-suite/richer,$(B)/richer,richer,richer types)

# Bad input (test-suite/bad-input says which): no crash, and stock's
# messages and exit status.
check-bad-input: all
	@mkdir -p $(B)/check
	$(Q)sh test-suite/bad-input $(abspath $(B))/sparse $(abspath $(B))/sparse-safe \
		$(B)/bad-input $(B)/check/bad-input

# -fdiagnostics-format=sarif-file (test-suite/sarif-file): the logs as
# files, with nothing but the shell.
check-sarif-file: all
	@mkdir -p $(B)/check
	$(Q)sh test-suite/sarif-file $(abspath $(B))/sparse-safe $(B)/sarif-file \
		$(B)/check/sarif-file

# -fsuggest-safe (test-suite/suggest-safe) on the multi-file example:
# the expected diff, applied with patch, sound and idempotent.
check-suggest-safe: all
	@mkdir -p $(B)/check
	$(Q)sh test-suite/suggest-safe $(abspath $(B))/sparse-safe . $(B)/suggest-safe \
		$(B)/check/suggest-safe

# The SARIF logs of every case of test-suite/ (and richer/), validated by the SARIF
# Multitool of the format's maintainers (the npm package, pinned, fetched
# into build/ with the machine's npm): no error and no warning.  Not part
# of check, which needs nothing but a compiler.
SARIF_MULTITOOL_VERSION := 5.7.0
MULTITOOL := $(B)/sarif-multitool/node_modules/.bin/sarif-multitool

$(MULTITOOL):
	@command -v npm > /dev/null 2>&1 || { echo "error: make check-sarif needs npm (and node): install them with 'apt-get install nodejs npm'." >&2; exit 1; }
	@echo "  NPM     @microsoft/sarif-multitool@$(SARIF_MULTITOOL_VERSION)"
	$(Q)rm -rf $(B)/sarif-multitool && mkdir -p $(B)/sarif-multitool
	$(Q)cd $(B)/sarif-multitool && npm install --no-audit --no-fund --prefix . \
		@microsoft/sarif-multitool@$(SARIF_MULTITOOL_VERSION) > npm.log 2>&1 || \
		{ echo "error: npm could not install the SARIF Multitool: see $(B)/sarif-multitool/npm.log" >&2; exit 1; }
	$(Q)chmod u+x $(B)/sarif-multitool/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool 2>/dev/null; \
	  test -x $(MULTITOOL)

check-sarif: all $(MULTITOOL)
	$(Q)rm -rf $(B)/sarif && mkdir -p $(B)/sarif
	$(Q)cd test-suite && for t in *.c richer/*.c; do \
		opts=$$(sed -n 's/^ \* check-command: sparse \(.*\) \$$file$$/\1/p' $$t); \
		(cd $$(dirname $$t) && $(abspath $(B))/sparse-safe -fdiagnostics-format=sarif-stderr \
			$$opts $$(basename $$t) 2> $(abspath $(B))/sarif/$$(basename $${t%.c}).sarif \
			> /dev/null); \
	  done; true
	@echo "  SARIF   $$(ls $(B)/sarif | wc -l) logs"
	$(Q)DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 $(MULTITOOL) validate $(B)/sarif/*.sarif > $(B)/sarif/validate.log 2>&1 || \
		{ cat $(B)/sarif/validate.log; exit 1; }
	$(Q)if grep -E ': (error|warning) ' $(B)/sarif/validate.log; then exit 1; fi
	@echo "  SARIF   valid: no error, no warning"

UNIT_SRCS := $(wildcard test-suite/unit/*.c)
UNIT_PROGS := $(patsubst test-suite/unit/%.c,$(B)/unit/%,$(UNIT_SRCS))

# Check, for the unit tests: CHECK_PREFIX=dir (a prefix with include/check.h
# and lib/libcheck.a, or lib/<arch>/libcheck.a), else the one pkg-config
# finds on the machine, else the distribution's pinned packages, downloaded
# with apt-get and unpacked into $(CHECKLIB) (no root, no change to the
# system), as sparse's source is.  $(B)/check.flags holds the compiler and
# linker flags; a change of CHECK_PREFIX makes it again.
CHECK_DEB_VERSION := 0.15.2-2+b1
SUBUNIT_DEB_VERSION := 1.4.0-3
CHECKLIB := $(B)/checklib
CHECK_ORIGIN := $(if $(CHECK_PREFIX),dir $(abspath $(CHECK_PREFIX)),system or check=$(CHECK_DEB_VERSION))

$(B)/check.origin: FORCE
	@mkdir -p $(B)
	@echo '$(CHECK_ORIGIN)' | cmp -s - $@ || echo '$(CHECK_ORIGIN)' > $@

# the flags for a Check in the prefix $1 (libcheck.a, and libsubunit.a
# beside it if there is one), or nothing
check_flags_in = inc='$(1)/include'; \
	lib=$$(ls '$(1)'/lib/libcheck.a '$(1)'/lib/*/libcheck.a 2>/dev/null | head -n 1); \
	sub=$$(ls "$$(dirname "$$lib")/libsubunit.a" 2>/dev/null); \
	test -r "$$inc/check.h" && test -n "$$lib" && \
	echo "-I$$(cd "$$inc" && pwd) -pthread $$(cd "$$(dirname "$$lib")" && pwd)/libcheck.a $${sub:+$$(cd "$$(dirname "$$sub")" && pwd)/libsubunit.a} -lrt -lm"

$(B)/check.flags: $(B)/check.origin
ifdef CHECK_PREFIX
	$(Q){ $(call check_flags_in,$(CHECK_PREFIX)); } > $@ || { rm -f $@; \
		echo "error: CHECK_PREFIX=$(CHECK_PREFIX) has no include/check.h and lib/libcheck.a (or lib/<arch>/libcheck.a); point it at an installed Check, or leave it unset." >&2; exit 1; }
else
	$(Q)if $(PKG_CONFIG) --exists check 2>/dev/null; then \
		echo "$$($(PKG_CONFIG) --cflags check) $$($(PKG_CONFIG) --libs check)" > $@; \
	elif { $(call check_flags_in,$(CHECKLIB)/usr); } > $@ 2>/dev/null; then \
		true; \
	else \
		$(MAKE) --no-print-directory -s fetch-check && \
		{ $(call check_flags_in,$(CHECKLIB)/usr); } > $@ || { rm -f $@; exit 1; }; \
	fi
endif

# Check and the subunit library it needs, as binary packages, from a
# private apt configuration of the machine's own 'deb' entries, unpacked
# with dpkg-deb (which every Debian system has).
fetch-check:
	@echo "  FETCH   check $(CHECK_DEB_VERSION) (apt-get download)"
	$(call fetch_debs,check,check=$(CHECK_DEB_VERSION) libsubunit-dev=$(SUBUNIT_DEB_VERSION),$(CHECKLIB),\
		the unit tests need Check$(comma) and this machine has neither an installed one (Debian package 'check'$(comma) found with pkg-config),\
		install 'check' and 'pkg-config'$(comma) or give CHECK_PREFIX=dir)

$(B)/unit/%: test-suite/unit/%.c test-suite/unit/unit.h $(OBJS) $(PATCHED)/.built $(B)/check.flags $(B)/sqlite.libs
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(OUR_CFLAGS) $(CFLAGS) -o $@ $< $(OBJS) \
		$(PATCHED)/libsparse.a $$(cat $(B)/sqlite.libs) $$(cat $(B)/check.flags)

check-unit: $(UNIT_PROGS)
	@mkdir -p $(B)/check
	$(Q)p=0; f=0; for t in $(UNIT_PROGS); do \
		if CK_VERBOSITY=minimal $$t > $$t.log 2>&1; then r=0; else r=1; fi; \
		sed -n '/%: Checks:/p;/:[EF]:/p' $$t.log; \
		n=$$(sed -n 's/.*Checks: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\).*/\1 \2 \3/p' $$t.log); \
		set -- $$n 0 0 0; \
		p=$$((p + $$1 - $$2 - $$3)); f=$$((f + $$2 + $$3)); \
		[ -n "$$n" ] || f=$$((f + 1)); \
		[ $$r = 0 ] || [ $$(($$2 + $$3)) != 0 ] || f=$$((f + 1)); \
	done; echo "$$p $$f" > $(B)/check/unit; echo "unit tests: $$p passed, $$f failed"; \
	test $$f = 0

# Our own sources, annotated with 'safe', checked as a user of sparse-safe
# would check them: -Wsafe, every category on, sparse's headers read as a
# library's (sparse-ir.h says what we rely on of them).  A file passes when
# it gets no warning at all.
SELF_CHECKED := $(EXT_SRCS) $(SAFE_SRCS)
SELF_FLAGS := -Wsafe -Iinclude -isystem $(PATCHED) -Ilinearize-ext -Isparse-safe -I$(B)/gen

check-self: $(B)/sparse-safe
	@mkdir -p $(B)/check
	$(Q)p=0; f=0; for src in $(SELF_CHECKED); do \
		if $(B)/sparse-safe $(SELF_FLAGS) $$(cat $(B)/sqlite.cflags | sed 's/-I/-isystem /g') $$src > $(B)/check/self.log 2>&1 && \
		   ! test -s $(B)/check/self.log; then p=$$((p + 1)); \
		else f=$$((f + 1)); echo "self-check: $$src:"; sed 's/^/	/' $(B)/check/self.log; fi; \
	done; echo "$$p $$f" > $(B)/check/self; echo "own sources under -Wsafe: $$p clean, $$f with warnings"; \
	test $$f = 0

########################################################################
# check-sanitize: the program, its unit tests and sparse built with
# AddressSanitizer and UndefinedBehaviorSanitizer into $(ASAN)/, then run
# over our cases, sparse's validation sources and the unit tests, with the
# default options, -Wsafe and -fdump-nullstate (test-suite/sanitize says
# how).  Any report fails it, but those that sparse's own code gives on
# every input, each listed with its reason in test-suite/ubsan.supp.  Not
# part of check; .ci/run runs it.
ASAN := $(B)/asan
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer

# $(call variant,DIR,CC,CFLAGS,LDFLAGS,WHAT,DEPS): sparse-safe built again
# into DIR/sparse-safe, sparse's library and our objects alike, with the
# compiler CC and the flags given (a sanitizer, the fuzzer's
# instrumentation); DEPS are what CC needs first.
define variant
$(1)/.built: $(PATCHED)/.applied $(6)
	@echo "  BUILD   $(1) (sparse, $(5))"
	$$(Q)rm -rf $(1)/sparse && mkdir -p $(1) && cp -a $(PATCHED) $(1)/sparse
	$$(Q)$$(SPARSE_MAKE) -C $(1)/sparse clean > /dev/null 2>&1; \
	$$(SPARSE_MAKE) -C $(1)/sparse CC='$(2)' CFLAGS='$(3)' LDFLAGS='$(4)' \
		SPARSE_VERSION='sparse-safe $$(VERSION) (sparse $$(SPARSE_VERSION))' \
		libsparse.a sparse.o > $(1)/build.log 2>&1 || \
		{ echo "error: sparse did not build with $(5); see $(1)/build.log" >&2; exit 1; }
	$$(Q)touch $$@

$(1)/obj/%.o: %.c $(1)/.built $$(wildcard linearize-ext/*.h sparse-safe/*.h) include/safe.h $(B)/gen/library-table.h $(B)/sqlite.cflags
	@mkdir -p $$(dir $$@)
	@echo "  CC      $$< ($(5))"
	$$(Q)$(2) $$(subst -I$$(PATCHED),-I$(1)/sparse,$$(OUR_CFLAGS)) $$$$(cat $(B)/sqlite.cflags) $(3) -c -o $$@ $$<

$(1)/sparse-safe: $(1)/.built $(patsubst %.c,$(1)/obj/%.o,$(EXT_SRCS) $(SAFE_SRCS)) $(B)/sqlite.libs
	@echo "  LD      $$@"
	$$(Q)$(2) $(4) -o $$@ $(1)/sparse/sparse.o $$(filter %.o,$$^) $(1)/sparse/libsparse.a $$$$(cat $(B)/sqlite.libs)
endef

$(eval $(call variant,$(ASAN),$(CC),$(SAN_FLAGS),-fsanitize=address$(comma)undefined,the sanitizers,))
ASAN_OBJS := $(patsubst %.c,$(ASAN)/obj/%.o,$(EXT_SRCS) $(SAFE_SRCS))
ASAN_UNITS := $(patsubst test-suite/unit/%.c,$(ASAN)/unit/%,$(UNIT_SRCS))

$(ASAN)/unit/%: test-suite/unit/%.c test-suite/unit/unit.h $(ASAN_OBJS) $(ASAN)/.built $(B)/check.flags $(B)/sqlite.libs
	@mkdir -p $(dir $@)
	@echo "  CC      $< (sanitizers)"
	$(Q)$(CC) $(subst -I$(PATCHED),-I$(ASAN)/sparse,$(OUR_CFLAGS)) $(SAN_FLAGS) -o $@ $< \
		$(ASAN_OBJS) $(ASAN)/sparse/libsparse.a $$(cat $(B)/sqlite.libs) $$(cat $(B)/check.flags)

check-sanitize: all $(ASAN)/sparse-safe $(ASAN_UNITS)
	$(Q)sh test-suite/sanitize $(ASAN) $(PRISTINE)/validation

########################################################################
# fuzz: an AFL++ campaign on sparse-safe with every check on (-Wsafe), for
# FUZZ_SECONDS.  AFL++ is the distribution's pinned package, downloaded and
# unpacked into $(AFLROOT) as Check is (with the Python library its fuzzer
# links with, where the machine lacks it); its compiler wraps the machine's
# clang 14.  test-suite/fuzz says what the campaign starts from and what it
# leaves in $(FUZZ)/found.  Not part of check.
# FUZZ_HANG_MS: a run that takes longer is a hang (sparse-safe takes
# well under a second on any seed; 2 s leaves room for a loaded machine).
# FUZZ_MIN_SECONDS: the time for minimizing what was found, in all (each
# input has at most a minute of it); what is left is kept as found.
AFL_DEB_VERSION := 4.04c-4
AFLROOT := $(B)/afl
FUZZ := $(B)/fuzz
FUZZ_SECONDS ?= 600
FUZZ_HANG_MS ?= 2000
FUZZ_MIN_SECONDS ?= 600
AFL_CC := AFL_PATH=$(abspath $(AFLROOT))/usr/lib/afl AFL_QUIET=1 \
	$(abspath $(AFLROOT))/usr/bin/afl-clang-fast
AFL_APT := $(abspath $(B)/apt-afl)

$(AFLROOT)/.fetched:
	@echo "  FETCH   afl++ $(AFL_DEB_VERSION) (apt-get download)"
	$(Q)command -v clang-14 >/dev/null || { \
		echo "error: make fuzz builds with AFL++'s compiler, which needs clang 14: install the Debian package clang-14." >&2; exit 1; }
	$(Q)command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null || { \
		echo "error: make fuzz fetches AFL++ with apt-get and dpkg-deb, which this machine does not have: install the Debian package afl++ and run test-suite/fuzz by hand." >&2; exit 1; }
	$(call apt_private,$(AFL_APT),deb)
	$(Q)rm -rf $(AFLROOT) $(B)/dl-afl && mkdir -p $(B)/dl-afl
	$(Q)apt-get $(call apt_opts,$(AFL_APT)) update > $(B)/fetch-afl.log 2>&1 || true
	$(Q)if ! (cd $(B)/dl-afl && apt-get $(call apt_opts,$(AFL_APT)) download \
			afl++=$(AFL_DEB_VERSION) libpython3.11) >> $(B)/fetch-afl.log 2>&1; then \
		echo "error: could not download afl++ $(AFL_DEB_VERSION) with 'apt-get download' (entries from this machine's apt sources; see $(B)/fetch-afl.log): make the distribution's archive reachable." >&2; \
		exit 1; \
	fi
	$(Q)for deb in $(B)/dl-afl/*.deb; do dpkg-deb -x "$$deb" $(AFLROOT) || exit 1; done
	$(Q)touch $@

$(eval $(call variant,$(FUZZ),$(AFL_CC),-O2 -g,,AFL++'s instrumentation,$(AFLROOT)/.fetched))

fuzz: $(FUZZ)/sparse-safe
	$(Q)sh test-suite/fuzz $(AFLROOT) $(FUZZ) $(FUZZ_SECONDS) $(FUZZ_HANG_MS) $(FUZZ_MIN_SECONDS)

# fuzz-diff: the differential replay.  Every input of the fuzzing corpus
# that the last campaigns grew (build/fuzz/out, and out.prev, the one
# before), with the crashes and hangs they saved, checked by stock sparse
# and by sparse-safe -Wno-safe: any difference in output or exit status
# that the man page does not document fails it (test-suite/fuzz-diff says
# which those are).  Run 'make fuzz' first.
FUZZ_CORPUS = $(or $(wildcard $(FUZZ)/out/default/queue $(FUZZ)/out/default/crashes \
	$(FUZZ)/out/default/hangs $(FUZZ)/out.prev/default/queue \
	$(FUZZ)/out.prev/default/crashes $(FUZZ)/out.prev/default/hangs),$(FUZZ)/out/default/queue)

fuzz-diff: all
	$(Q)sh test-suite/fuzz-diff $(abspath $(B))/sparse $(abspath $(B))/sparse-safe \
		$(abspath include) $(FUZZ_CORPUS)

########################################################################
# Benchmarks: what the nullness pass costs over stock sparse, as functions
# grow (bench/run says how it is measured), then on the stress shapes
# (bench/stress: 100,000 blocks, 20,000 cases, ...).  Needs valgrind; not
# part of check.

BENCH_SIZES ?= 10 30 100 300 1000 3000 10000
BENCH_PROGS := $(B)/bench/gen $(B)/bench/maxrss

$(B)/bench/%: bench/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) -Wall -Wwrite-strings $(CFLAGS) $(LDFLAGS) -o $@ $<

bench: all $(BENCH_PROGS)
	$(Q)sh bench/run $(B) $(BENCH_SIZES) && sh bench/stress $(B) && \
	$(MAKE) --no-print-directory bench-real && \
	if [ -s $(KWORK)/summary ]; then echo; cat $(KWORK)/summary; \
	else echo; echo "(no kernel figures: 'make bench-kernel' makes them)"; fi

# -fsuggest-safe measured on our own annotated sources (bench/suggest):
# every 'safe' stripped from a copy, proposed again, compared; and its
# growth with the number of functions (bench/suggest-growth).
# SUGGEST_CORPUS=dir: the same measure on a program annotated by hand,
# outside the repository (a corpus laid out as ../shared/corpora/edlib is:
# src/, src/corpus.txt, src/flags/), by kind of annotation
bench-suggest: all $(B)/bench/maxrss
	$(Q)sh bench/suggest $(B)
	$(Q)sh bench/suggest-growth $(B)
	$(Q)if [ -n "$(SUGGEST_CORPUS)" ]; then sh bench/suggest-corpus $(B) $(SUGGEST_CORPUS); fi

# The kernel run (bench/kernel says what it does): linux-source-6.1 is
# installed (as root), unpacked and prepared in KWORK, outside the
# repository, and kept for the next run.  Not part of check.
KWORK ?= $(B)/kernel

bench-kernel: all $(B)/bench/maxrss
	$(Q)bash bench/kernel $(B) $(KWORK)

# The real-program layer (bench/real says what it does): Debian source
# packages of unannotated programs, fetched with apt-get source as sparse's
# is, configured and built with CC=cgcc in RWORK, and kept for the next run;
# each file checked by stock and by sparse-safe.  REAL_PKGS=... replaces
# the list.  make bench runs it too.
RWORK ?= $(B)/real
RWORK_APT = $(abspath $(RWORK))/apt

bench-real: all
	@mkdir -p $(RWORK)
	$(call apt_private,$(RWORK_APT),deb-src)
	$(Q)apt-get $(call apt_opts,$(RWORK_APT)) update > $(RWORK)/apt.log 2>&1 || true
	$(Q)APT_OPTS='$(call apt_opts,$(RWORK_APT))' CGCC=$(abspath $(PATCHED))/cgcc \
		bash bench/real $(B) $(RWORK) $(REAL_PKGS)

########################################################################
# Installation

install: $(B)/sparse-safe $(B)/sparse-safe.1
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(INCLUDEDIR)/sparse-safe \
		$(DESTDIR)$(MANDIR)/man1
	install -m 755 $(B)/sparse-safe $(DESTDIR)$(BINDIR)/sparse-safe
	install -m 755 sparse-safe/sparse-safe-summaries $(DESTDIR)$(BINDIR)/sparse-safe-summaries
	install -m 644 include/safe.h $(DESTDIR)$(INCLUDEDIR)/sparse-safe/safe.h
	install -m 644 $(B)/sparse-safe.1 $(DESTDIR)$(MANDIR)/man1/sparse-safe.1

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/sparse-safe $(DESTDIR)$(BINDIR)/sparse-safe-summaries \
		$(DESTDIR)$(INCLUDEDIR)/sparse-safe/safe.h \
		$(DESTDIR)$(MANDIR)/man1/sparse-safe.1
	-rmdir $(DESTDIR)$(INCLUDEDIR)/sparse-safe 2>/dev/null

########################################################################

clean:
	rm -rf $(B)/obj $(B)/gen $(B)/unit $(B)/suite $(B)/check $(B)/bench \
		$(B)/sparse-safe $(B)/sparse-safe.1 $(B)/sparse $(STOCK) $(PATCHED)

distclean:
	rm -rf $(B)

FORCE:
