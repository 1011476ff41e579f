/*
 * safe.h: the 'safe' annotation, for sparse-safe.
 *
 * 'safe' marks a pointer that is never NULL:
 *
 *	struct pane { struct pane *safe parent; char *name; };
 *	char *safe xstrdup(const char *safe s);
 *
 * 'cond_safe(c)' marks a pointer member (or parameter) that is not NULL
 * where the condition c on another member of its structure (another
 * parameter) holds:
 *
 *	struct buf { size_t len; char *text cond_safe(len > 0); };
 *
 * '__building' marks a pointer parameter whose function finishes building
 * the object it is given (its safe members are not all set yet):
 *
 *	void pane_init(struct pane *p __building, struct pane *safe parent);
 *
 * All three expand to __attribute__((...)) for sparse and sparse-safe
 * (which define __CHECKER__), and to nothing for the compiler.  Put 'safe'
 * after the '*' it qualifies: 'int safe *p' would mark the int, not the
 * pointer; 'cond_safe' and '__building' after the declarator.  (The
 * attribute is 'building'; the word is too common to take as a macro, so
 * the macro has the kernel's '__' of __user and __iomem.)
 *
 * For sparse-safe, this header also declares what the C library and POSIX
 * say of their functions' pointers, and it is the one table of it: the
 * build reads these declarations (linearize-ext/library.awk) into the
 * model that sparse-safe applies to the C library's own declarations when
 * this header is not included (-Wnull-libc, the man page's LIBRARY
 * MODEL).  Each declaration says, in its own words:
 *
 *	a 'safe' parameter	must not be NULL ('FILE *safe f')
 *	a 'safe' result		is never NULL ('char *safe strcpy(...)')
 *	__attribute__((malloc))	the result is NULL when the function fails
 *				(malloc, fopen, opendir, getpwuid, ...)
 *	a plain result		may be NULL for other reasons (strchr, getenv)
 *
 * A parameter the standards let be NULL stays plain: fflush(NULL),
 * free(NULL), realloc(NULL, n), snprintf(NULL, 0, ...), strtok(NULL, ...),
 * time(NULL), setvbuf(f, NULL, ...), as glibc accepts them.  The
 * declarations are made after the C library's own, which this header
 * includes first, so that both can be included in either order.
 */
#ifndef SPARSE_SAFE_SAFE_H
#define SPARSE_SAFE_SAFE_H

#ifdef __CHECKER__
#define safe __attribute__((safe))
#define cond_safe(c) __attribute__((cond_safe(c)))
#else
#define safe
#define cond_safe(c)
#endif
#ifndef __building
#ifdef __CHECKER__
#define __building __attribute__((building))
#else
#define __building
#endif
#endif

#if defined(__CHECKER__) && !defined(SAFE_NO_LIBC)
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>
#include <dirent.h>
#include <pwd.h>
#include <time.h>
#include <unistd.h>

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
extern char *safe stpcpy(char *safe __restrict d, const char *safe __restrict s);
extern char *safe strerror(int e);

/* what glibc's _FORTIFY_SOURCE makes of the copies: the compiler's checked
   forms, the destination still coming back.  They are called in glibc's
   inline wrappers (a system header's code), where the arguments are the
   wrapper's parameters: they are not asserted here */
extern void *safe __builtin___memcpy_chk(void *d, const void *s, size_t n, size_t size);
extern void *safe __builtin___memmove_chk(void *d, const void *s, size_t n, size_t size);
extern void *safe __builtin___mempcpy_chk(void *d, const void *s, size_t n, size_t size);
extern void *safe __builtin___memset_chk(void *s, int c, size_t n, size_t size);
extern char *safe __builtin___strcpy_chk(char *d, const char *s, size_t size);
extern char *safe __builtin___stpcpy_chk(char *d, const char *s, size_t size);
extern char *safe __builtin___strcat_chk(char *d, const char *s, size_t size);
extern char *safe __builtin___strncpy_chk(char *d, const char *s, size_t n, size_t size);
extern char *safe __builtin___strncat_chk(char *d, const char *s, size_t n, size_t size);

/* string.h: may return NULL */
extern void *memchr(const void *safe s, int c, size_t n);
extern char *strchr(const char *safe s, int c);
extern char *strrchr(const char *safe s, int c);
extern char *strstr(const char *safe hay, const char *safe needle);
extern char *strpbrk(const char *safe s, const char *safe accept);
extern char *strdup(const char *safe s) __attribute__((malloc));
extern char *strndup(const char *safe s, size_t n) __attribute__((malloc));
extern char *strtok(char *__restrict s, const char *safe __restrict delim);
extern char *strtok_r(char *__restrict s, const char *safe __restrict delim,
		      char **safe __restrict save);
extern char *strsep(char **safe __restrict sp, const char *safe __restrict delim);

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
extern float strtof(const char *safe __restrict s, char **__restrict end);
extern long double strtold(const char *safe __restrict s, char **__restrict end);
extern void qsort(void *safe base, size_t n, size_t size,
		  int (*safe cmp)(const void *, const void *));
extern void *bsearch(const void *safe key, const void *base, size_t n, size_t size,
		     int (*safe cmp)(const void *, const void *));
extern void *malloc(size_t size) __attribute__((malloc));
extern void *calloc(size_t n, size_t size) __attribute__((malloc));
extern void *realloc(void *p, size_t size) __attribute__((malloc));
extern void *reallocarray(void *p, size_t n, size_t size) __attribute__((malloc));
extern void *aligned_alloc(size_t align, size_t size) __attribute__((malloc));
extern char *getenv(const char *safe name) __attribute__((malloc));
extern int setenv(const char *safe name, const char *safe value, int overwrite);
extern int unsetenv(const char *safe name);
extern int putenv(char *safe s);
extern char *realpath(const char *safe __restrict path, char *__restrict resolved)
	__attribute__((malloc));
extern int mkstemp(char *safe tmpl);
extern char *mkdtemp(char *safe tmpl) __attribute__((malloc));

/* stdio.h */
extern FILE *fopen(const char *safe __restrict path, const char *safe __restrict mode)
	__attribute__((malloc));
extern FILE *fdopen(int fd, const char *safe mode) __attribute__((malloc));
extern FILE *freopen(const char *__restrict path, const char *safe __restrict mode,
		     FILE *safe __restrict f) __attribute__((malloc));
extern FILE *tmpfile(void) __attribute__((malloc));
extern FILE *fmemopen(void *buf, size_t size, const char *safe mode) __attribute__((malloc));
extern FILE *open_memstream(char **safe p, size_t *safe size) __attribute__((malloc));
extern FILE *popen(const char *safe command, const char *safe mode) __attribute__((malloc));
extern int pclose(FILE *safe f);
extern int fclose(FILE *safe f);
extern int fflush(FILE *f);
extern int fileno(FILE *safe f);
extern int fseek(FILE *safe f, long offset, int whence);
extern int fseeko(FILE *safe f, off_t offset, int whence);
extern long ftell(FILE *safe f);
extern off_t ftello(FILE *safe f);
extern void rewind(FILE *safe f);
extern int fgetpos(FILE *safe __restrict f, fpos_t *safe __restrict pos);
extern int fsetpos(FILE *safe f, const fpos_t *safe pos);
extern int feof(FILE *safe f);
extern int ferror(FILE *safe f);
extern void clearerr(FILE *safe f);
extern void setbuf(FILE *safe __restrict f, char *__restrict buf);
extern int setvbuf(FILE *safe __restrict f, char *__restrict buf, int mode, size_t size);
extern int getc(FILE *safe f);
extern int putc(int c, FILE *safe f);
extern int ungetc(int c, FILE *safe f);
extern ssize_t getline(char **safe __restrict line, size_t *safe __restrict n,
		       FILE *safe __restrict f);
extern ssize_t getdelim(char **safe __restrict line, size_t *safe __restrict n, int delim,
			FILE *safe __restrict f);
extern int remove(const char *safe path);
extern int rename(const char *safe from, const char *safe to);
extern int fputs(const char *safe __restrict s, FILE *safe __restrict f);
extern int puts(const char *safe s);
extern int fputc(int c, FILE *safe f);
extern char *fgets(char *safe __restrict s, int n, FILE *safe __restrict f);
extern int fgetc(FILE *safe f);
extern size_t fread(void *safe __restrict p, size_t size, size_t n, FILE *safe __restrict f);
extern size_t fwrite(const void *safe __restrict p, size_t size, size_t n, FILE *safe __restrict f);
extern int printf(const char *safe __restrict fmt, ...);
extern int fprintf(FILE *safe __restrict f, const char *safe __restrict fmt, ...);
extern int dprintf(int fd, const char *safe __restrict fmt, ...);
extern int sprintf(char *safe __restrict s, const char *safe __restrict fmt, ...);
extern int snprintf(char *__restrict s, size_t n, const char *safe __restrict fmt, ...);
extern int vprintf(const char *safe __restrict fmt, va_list ap);
extern int vfprintf(FILE *safe __restrict f, const char *safe __restrict fmt, va_list ap);
extern int vsprintf(char *safe __restrict s, const char *safe __restrict fmt, va_list ap);
extern int vsnprintf(char *__restrict s, size_t n, const char *safe __restrict fmt, va_list ap);
extern int scanf(const char *safe __restrict fmt, ...);
extern int sscanf(const char *safe __restrict s, const char *safe __restrict fmt, ...);
extern int fscanf(FILE *safe __restrict f, const char *safe __restrict fmt, ...);
extern void perror(const char *s);
extern FILE *safe stdin;
extern FILE *safe stdout;
extern FILE *safe stderr;

/* dirent.h: readdir() is NULL at the end of the directory, and when it fails */
extern DIR *opendir(const char *safe name) __attribute__((malloc));
extern DIR *fdopendir(int fd) __attribute__((malloc));
extern struct dirent *readdir(DIR *safe d) __attribute__((malloc));
extern int closedir(DIR *safe d);
extern void rewinddir(DIR *safe d);
extern int dirfd(DIR *safe d);

/* time.h: the conversions fail only for a time out of range, which a
   clock's time never is: their results are plain, not reported untested */
extern time_t mktime(struct tm *safe tm);
extern struct tm *localtime(const time_t *safe t);
extern struct tm *gmtime(const time_t *safe t);
extern struct tm *localtime_r(const time_t *safe __restrict t, struct tm *safe __restrict tm);
extern struct tm *gmtime_r(const time_t *safe __restrict t, struct tm *safe __restrict tm);
extern char *asctime(const struct tm *safe tm);
extern char *ctime(const time_t *safe t);
extern size_t strftime(char *safe __restrict s, size_t max, const char *safe __restrict fmt,
		       const struct tm *safe __restrict tm);
extern char *strptime(const char *safe __restrict s, const char *safe __restrict fmt,
		      struct tm *safe tm) __attribute__((malloc));

/* pwd.h: no such user is NULL too */
extern struct passwd *getpwnam(const char *safe name) __attribute__((malloc));
extern struct passwd *getpwuid(uid_t uid) __attribute__((malloc));

/* unistd.h */
extern char *getcwd(char *buf, size_t size) __attribute__((malloc));
extern int access(const char *safe path, int mode);
extern int chdir(const char *safe path);
extern int unlink(const char *safe path);
extern int rmdir(const char *safe path);
extern ssize_t readlink(const char *safe __restrict path, char *safe __restrict buf, size_t size);
#endif

#endif
