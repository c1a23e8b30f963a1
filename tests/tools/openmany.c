// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * Test tool: open each file with stock libbpf (bpf_object__open_mem, as
 * bpf-lint did in-process before it checked objects first), each in a
 * forked child, and say which ones kill the child:
 *   openmany FILE...   ->  one line per file, "ok FILE", "fail FILE" or
 *                          "crash SIGNAL FILE", then "opened N failed N crashed N"
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bpf/libbpf.h>

#include "bpflegacy.h"
#include "util/file_io.h"

static int quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

int main(int argc, char **argv)
{
	unsigned int opened = 0, failed = 0, crashed = 0;
	int i, status;

	libbpf_set_print(quiet);
	for (i = 1; i < argc; i++) {
		pid_t pid = fork();

		if (!pid) {
			LIBBPF_OPTS(bpf_object_open_opts, opts);
			struct bpf_object *obj;
			void *buf;
			size_t len;

			if (bl_read_file(argv[i], &buf, &len))
				_exit(2);
			alarm(10);
			obj = bpf_object__open_mem(buf, len, &opts);
			_exit(obj ? 0 : 1);
		}
		if (pid < 0 || waitpid(pid, &status, 0) < 0)
			return 2;
		if (WIFSIGNALED(status)) {
			crashed++;
			printf("crash %d %s\n", WTERMSIG(status), argv[i]);
		} else if (WEXITSTATUS(status) == 0) {
			opened++;
			printf("ok %s\n", argv[i]);
		} else {
			failed++;
			printf("fail %s\n", argv[i]);
		}
	}
	printf("opened %u failed %u crashed %u\n", opened, failed, crashed);
	return 0;
}
