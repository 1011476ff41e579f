#ifndef SAFE_SARIF_H
#define SAFE_SARIF_H

///
// SARIF output
// ------------
//
// With -fdiagnostics-format=sarif-stderr or =sarif-file, every diagnostic
// (sparse's own and the nullness checks') is kept instead of printed, and
// written at exit as a SARIF 2.1.0 log: on stderr, or in <source>.sarif
// for each source file checked (one with no diagnostic gets an empty
// log).  Each result has the rule of its category ('null-deref',
// 'safe-arg', ..., 'sparse' for sparse's own), its level, its position,
// and its notes as related locations.  With the text format (the
// default) nothing changes.

/// Take the diagnostics; called once, before any file is read.
void install_sarif(void);

/// The source file @file has been checked (for sarif-file).
void sarif_file_checked(const char *file);

#endif
