import { beforeEach, describe, expect, it } from 'vitest';

import {
  callThroughCircuit,
  circuitOpenFor,
  CIRCUIT_FIRST_WINDOW_MS,
  CIRCUIT_MAX_WINDOW_MS,
  resetCircuits,
} from './circuit';

class Outage extends Error {}
class Refused extends Error {}

let clock = 0;
let calls = 0;
const through = (answer: () => Promise<string>) =>
  callThroughCircuit({
    name: 'test upstream',
    call: () => {
      calls += 1;
      return answer();
    },
    isFailure: (error) => error instanceof Outage,
    refuse: () => new Refused(),
    now: () => clock,
  });
const down = () => through(() => Promise.reject(new Outage()));
const up = () => through(() => Promise.resolve('ok'));

beforeEach(() => {
  resetCircuits();
  clock = 0;
  calls = 0;
});

describe('callThroughCircuit', () => {
  it('refuses calls for a window after an outage, then lets one probe through', async () => {
    await expect(down()).rejects.toBeInstanceOf(Outage);
    for (let i = 0; i < 20; i += 1) await expect(up()).rejects.toBeInstanceOf(Refused);
    expect(calls).toBe(1);
    clock = CIRCUIT_FIRST_WINDOW_MS;
    // One probe at a time: a second caller meanwhile is refused.
    const probe = up();
    await expect(up()).rejects.toBeInstanceOf(Refused);
    await expect(probe).resolves.toBe('ok');
    expect(calls).toBe(2);
    await expect(up()).resolves.toBe('ok');
    expect(circuitOpenFor('test upstream', clock)).toBe(0);
  });

  it('doubles the window after each failed probe, up to the longest', async () => {
    await expect(down()).rejects.toBeInstanceOf(Outage);
    const windows: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      windows.push(circuitOpenFor('test upstream', clock));
      clock += circuitOpenFor('test upstream', clock);
      await expect(down()).rejects.toBeInstanceOf(Outage);
    }
    expect(windows).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(windows.at(-1)).toBe(CIRCUIT_MAX_WINDOW_MS);
    expect(windows[0]).toBe(CIRCUIT_FIRST_WINDOW_MS);
  });

  it('stays closed for errors that are answers, and concurrent failures open it once', async () => {
    await expect(through(() => Promise.reject(new Error('query refused')))).rejects.toThrow('query refused');
    await expect(up()).resolves.toBe('ok');
    await Promise.allSettled([down(), down(), down()]);
    expect(circuitOpenFor('test upstream', clock)).toBe(CIRCUIT_FIRST_WINDOW_MS);
  });
});
