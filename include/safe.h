/*
 * safe.h: the 'safe' annotation, for sparse-safe.
 *
 * 'safe' marks a pointer that is never NULL:
 *
 *	struct pane { struct pane *safe parent; char *name; };
 *	char *safe xstrdup(const char *safe s);
 *
 * It expands to __attribute__((safe)) for sparse and sparse-safe (which
 * define __CHECKER__), and to nothing for the compiler.  Put it after the
 * '*' it qualifies: 'int safe *p' would mark the int, not the pointer.
 *
 * For sparse-safe, this header also declares the C library functions whose
 * pointer parameters must not be NULL with 'safe' parameters, and those
 * whose result is never NULL with 'safe' results.  Those that can return
 * NULL (malloc, calloc, realloc, strdup, getenv, fopen, strchr, ...) keep
 * plain results, because they do return NULL; those that return NULL when
 * they fail (malloc, calloc, realloc, strdup, strndup, getenv, fopen,
 * fdopen) are also marked __attribute__((malloc)), which sparse-safe's
 * -Wnull-alloc reads as "NULL on failure".  The declarations are made
 * after the C library's own, which this header includes first, so that
 * both can be included in either order.
 */
#ifndef SPARSE_SAFE_SAFE_H
#define SPARSE_SAFE_SAFE_H

#ifdef __CHECKER__
#define safe __attribute__((safe))
#else
#define safe
#endif

#if defined(__CHECKER__) && !defined(SAFE_NO_LIBC)
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* string.h: pointers in, never NULL; the destination comes back */
extern void *safe memcpy(void *safe __restrict d, const void *safe __restrict s, size_t n);
extern void *safe memmove(void *safe d, const void *safe s, size_t n);
extern void *safe memset(void *safe s, int c, size_t n);
extern int memcmp(const void *safe a, const void *safe b, size_t n);
extern char *safe strcpy(char *safe __restrict d, const char *safe __restrict s);
extern char *safe strncpy(char *safe __restrict d, const char *safe __restrict s, size_t n);
extern char *safe strcat(char *safe __restrict d, const char *safe __restrict s);
extern char *safe strncat(char *safe __restrict d, const char *safe __restrict s, size_t n);
extern int strcmp(const char *safe a, const char *safe b);
extern int strncmp(const char *safe a, const char *safe b, size_t n);
extern int strcoll(const char *safe a, const char *safe b);
extern size_t strlen(const char *safe s);
extern size_t strnlen(const char *safe s, size_t n);
extern size_t strspn(const char *safe s, const char *safe accept);
extern size_t strcspn(const char *safe s, const char *safe reject);
extern int strcasecmp(const char *safe a, const char *safe b);
extern int strncasecmp(const char *safe a, const char *safe b, size_t n);

/* string.h: may return NULL */
extern void *memchr(const void *safe s, int c, size_t n);
extern char *strchr(const char *safe s, int c);
extern char *strrchr(const char *safe s, int c);
extern char *strstr(const char *safe hay, const char *safe needle);
extern char *strpbrk(const char *safe s, const char *safe accept);
extern char *strdup(const char *safe s) __attribute__((malloc));
extern char *strndup(const char *safe s, size_t n) __attribute__((malloc));

/* stdlib.h */
extern int atoi(const char *safe s);
extern long atol(const char *safe s);
extern long long atoll(const char *safe s);
extern double atof(const char *safe s);
extern long strtol(const char *safe __restrict s, char **__restrict end, int base);
extern unsigned long strtoul(const char *safe __restrict s, char **__restrict end, int base);
extern long long strtoll(const char *safe __restrict s, char **__restrict end, int base);
extern unsigned long long strtoull(const char *safe __restrict s, char **__restrict end, int base);
extern double strtod(const char *safe __restrict s, char **__restrict end);
extern void qsort(void *safe base, size_t n, size_t size,
		  int (*safe cmp)(const void *, const void *));
extern void *bsearch(const void *safe key, const void *base, size_t n, size_t size,
		     int (*safe cmp)(const void *, const void *));
extern void *malloc(size_t size) __attribute__((malloc));
extern void *calloc(size_t n, size_t size) __attribute__((malloc));
extern void *realloc(void *p, size_t size) __attribute__((malloc));
extern char *getenv(const char *safe name) __attribute__((malloc));

/* stdio.h */
extern FILE *fopen(const char *safe __restrict path, const char *safe __restrict mode)
	__attribute__((malloc));
extern FILE *fdopen(int fd, const char *safe mode) __attribute__((malloc));
extern int fclose(FILE *safe f);
extern int fputs(const char *safe __restrict s, FILE *safe __restrict f);
extern int puts(const char *safe s);
extern int fputc(int c, FILE *safe f);
extern char *fgets(char *safe __restrict s, int n, FILE *safe __restrict f);
extern int fgetc(FILE *safe f);
extern size_t fread(void *safe __restrict p, size_t size, size_t n, FILE *safe __restrict f);
extern size_t fwrite(const void *safe __restrict p, size_t size, size_t n, FILE *safe __restrict f);
extern int printf(const char *safe __restrict fmt, ...);
extern int fprintf(FILE *safe __restrict f, const char *safe __restrict fmt, ...);
extern int sprintf(char *safe __restrict s, const char *safe __restrict fmt, ...);
extern int sscanf(const char *safe __restrict s, const char *safe __restrict fmt, ...);
extern int fscanf(FILE *safe __restrict f, const char *safe __restrict fmt, ...);
extern void perror(const char *s);
extern FILE *safe stdin;
extern FILE *safe stdout;
extern FILE *safe stderr;
#endif

#endif
