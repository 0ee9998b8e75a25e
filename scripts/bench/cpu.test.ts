import { describe, expect, it } from 'vitest';

import { cpuMs, workerdChildren } from './cpu.mjs';

describe('process CPU time (/proc)', () => {
  it('grows by about the CPU time this process spends', async () => {
    const before = await cpuMs(process.pid);
    const t0 = performance.now();
    let x = 0;
    while (performance.now() - t0 < 100) x += Math.sqrt(x + 1);
    const spent = (await cpuMs(process.pid)) - before;
    expect(x).toBeGreaterThan(0);
    // At least most of the 100 ms busy loop (the machine may also have taken the core away for a while).
    expect(spent).toBeGreaterThan(20);
    expect(spent).toBeLessThan(5_000);
  });

  it('finds no workerd process this one did not start', async () => {
    expect(await workerdChildren()).toEqual([]);
  });
});
