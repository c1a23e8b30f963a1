// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * The machine's own -j ceiling (bench.py --jobs): a fixed amount of pure
 * CPU work. N copies at once against one alone tell how much N cores give
 * on this machine (a VM's vCPUs may share what they run on).
 */
int main(void)
{
	volatile unsigned long x = 0;
	unsigned long i;

	for (i = 0; i < 100000000UL; i++)
		x += i;
	return (int)(x & 1);
}
