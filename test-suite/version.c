/*
 * check-name: --version names sparse-safe's version and sparse's
 * check-command: sparse --version
 *
 * check-output-start
sparse-safe 0.1.0 (sparse 0.6.4)
 * check-output-end
 */
