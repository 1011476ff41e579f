/*
 * maxrss: run a command and write its peak resident set size, in KiB, to
 * a file: what GNU time's %M reports, taken the same way (wait4()'s
 * ru_maxrss), so that the benchmark needs nothing a C compiler does not
 * bring.  A second line holds the CPU time it used (user and system), in
 * milliseconds.
 *
 *	maxrss FILE COMMAND [ARG...]
 *
 * The command's own output goes where maxrss's goes; maxrss exits with
 * the command's status, or 128 + the signal that killed it.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct rusage ru;
	FILE *out;
	pid_t pid;
	int status;

	if (argc < 3) {
		fprintf(stderr, "usage: maxrss FILE COMMAND [ARG...]\n");
		return 2;
	}
	pid = fork();
	if (pid < 0) {
		perror("maxrss: fork");
		return 127;
	}
	if (pid == 0) {
		personality(ADDR_NO_RANDOMIZE);
		execvp(argv[2], argv + 2);
		fprintf(stderr, "maxrss: %s: %s\n", argv[2], strerror(errno));
		_exit(127);
	}
	while (wait4(pid, &status, 0, &ru) < 0) {
		if (errno != EINTR) {
			perror("maxrss: wait4");
			return 127;
		}
	}
	out = fopen(argv[1], "w");
	if (!out || fprintf(out, "%ld\n%ld\n", ru.ru_maxrss,
			(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000L +
			(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000) < 0 ||
	    fclose(out)) {
		perror(argv[1]);
		return 127;
	}
	if (WIFSIGNALED(status)) {
		fprintf(stderr, "maxrss: %s: killed by signal %d\n", argv[2],
			WTERMSIG(status));
		return 128 + WTERMSIG(status);
	}
	return WEXITSTATUS(status);
}
