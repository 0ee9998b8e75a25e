import { describe, expect, it } from 'vitest';

import { cpuMs, workerdChildren } from './cpu.mjs';

describe('process CPU time (/proc)', () => {
  it('grows by the CPU time this process spends, as the kernel counts it for Node', async () => {
    const before = await cpuMs(process.pid);
    const usage = process.cpuUsage();
    // About 100 ms of work by CPU time, however long a busy machine makes it take.
    let x = 0;
    const usedMs = () => {
      const { user, system } = process.cpuUsage(usage);
      return (user + system) / 1000;
    };
    while (usedMs() < 100) for (let i = 0; i < 10_000; i += 1) x += Math.sqrt(x + 1);
    const used = usedMs();
    const spent = (await cpuMs(process.pid)) - before;
    expect(x).toBeGreaterThan(0);
    // The same process's CPU time read two ways: /proc counts the loop (in 10 ms ticks where schedstat is
    // missing), plus what the reading itself and the process's other threads took meanwhile, in milliseconds.
    expect(spent).toBeGreaterThanOrEqual(used - 10);
    expect(spent).toBeLessThan(used * 3);
  });

  it('finds no workerd process this one did not start', async () => {
    expect(await workerdChildren()).toEqual([]);
  });
});
