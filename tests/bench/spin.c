// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The machine's own ceiling (bench.py): a fixed amount of pure CPU work,
 * 100 million additions or argv[1] million. N copies at once against one
 * alone tell how much N cores give on this machine (a VM's vCPUs may share
 * what they run on); one copy's time against its best in the same bench
 * tells how much of a CPU the bench got while other work ran.
 */
#include <stdlib.h>

int main(int argc, char **argv)
{
	volatile unsigned long x = 0;
	unsigned long i, n = argc > 1 ? strtoul(argv[1], NULL, 10) * 1000000UL : 100000000UL;

	for (i = 0; i < n; i++)
		x += i;
	return (int)(x & 1);
}
