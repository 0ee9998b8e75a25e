import { beforeEach, describe, expect, it } from 'vitest';

import {
  callThroughCircuit,
  circuitOpenFor,
  CIRCUIT_FIRST_WINDOW_MS,
  CIRCUIT_MAX_WINDOW_MS,
  CIRCUIT_MIN_FAILURES,
  CIRCUIT_PROBE_TTL_MS,
  CIRCUIT_SAMPLE_MS,
  resetCircuits,
} from './circuit';

class Outage extends Error {}
class CutShort extends Error {}
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
    classify: (error) =>
      error instanceof Outage ? 'outage' : error instanceof CutShort ? 'neutral' : 'answered',
    refuse: () => new Refused(),
    now: () => clock,
  });
const down = () => through(() => Promise.reject(new Outage()));
const up = () => through(() => Promise.resolve('ok'));
const openFor = () => circuitOpenFor('test upstream', clock);

// Opens the circuit the way an outage does: failures enough in a row.
async function outage() {
  for (let i = 0; i < CIRCUIT_MIN_FAILURES; i += 1) await expect(down()).rejects.toBeInstanceOf(Outage);
  expect(openFor()).toBe(CIRCUIT_FIRST_WINDOW_MS);
}

beforeEach(() => {
  resetCircuits();
  clock = 0;
  calls = 0;
});

describe('callThroughCircuit', () => {
  it('stays closed after one failed call (a slow answer), and after failures that are a minority', async () => {
    await expect(down()).rejects.toBeInstanceOf(Outage);
    expect(openFor()).toBe(0);
    await expect(up()).resolves.toBe('ok');
    for (let i = 0; i < 3; i += 1) await expect(up()).resolves.toBe('ok');
    await expect(down()).rejects.toBeInstanceOf(Outage);
    await expect(down()).rejects.toBeInstanceOf(Outage);
    // 3 failures of 7 calls in the window: most calls are answered.
    expect(openFor()).toBe(0);
  });

  it('opens on a run of failures, and forgets failures older than its sample window', async () => {
    await expect(down()).rejects.toBeInstanceOf(Outage);
    await expect(down()).rejects.toBeInstanceOf(Outage);
    clock += CIRCUIT_SAMPLE_MS;
    await expect(down()).rejects.toBeInstanceOf(Outage);
    expect(openFor()).toBe(0);
    await expect(down()).rejects.toBeInstanceOf(Outage);
    await expect(down()).rejects.toBeInstanceOf(Outage);
    expect(openFor()).toBe(CIRCUIT_FIRST_WINDOW_MS);
  });

  it('refuses calls while open, then lets one probe through, whose success closes it', async () => {
    await outage();
    const before = calls;
    for (let i = 0; i < 20; i += 1) await expect(up()).rejects.toBeInstanceOf(Refused);
    expect(calls).toBe(before);
    clock += CIRCUIT_FIRST_WINDOW_MS;
    // One probe at a time: a second caller meanwhile is refused.
    const probe = up();
    await expect(up()).rejects.toBeInstanceOf(Refused);
    await expect(probe).resolves.toBe('ok');
    await expect(up()).resolves.toBe('ok');
    expect(openFor()).toBe(0);
  });

  it('closes at once on the success of a call started before it opened', async () => {
    let answer!: (value: string) => void;
    const slow = through(() => new Promise<string>((resolve) => (answer = resolve)));
    await outage();
    answer('ok');
    await expect(slow).resolves.toBe('ok');
    expect(openFor()).toBe(0);
    await expect(up()).resolves.toBe('ok');
  });

  it('doubles the window after each failed probe, up to the longest', async () => {
    await outage();
    const windows: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      windows.push(openFor());
      clock += openFor();
      await expect(down()).rejects.toBeInstanceOf(Outage);
    }
    expect(windows).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(windows[0]).toBe(CIRCUIT_FIRST_WINDOW_MS);
    expect(windows.at(-1)).toBe(CIRCUIT_MAX_WINDOW_MS);
  });

  it('lets another call probe when a probe is cut short by its reader, or never ends', async () => {
    await outage();
    clock += CIRCUIT_FIRST_WINDOW_MS;
    await expect(through(() => Promise.reject(new CutShort()))).rejects.toBeInstanceOf(CutShort);
    expect(openFor()).toBe(0); // due for a probe, not a longer window
    void through(() => new Promise<string>(() => {})); // a probe whose request went away
    await expect(up()).rejects.toBeInstanceOf(Refused);
    clock += CIRCUIT_PROBE_TTL_MS;
    await expect(up()).resolves.toBe('ok');
  });

  it('counts neither answers refusing a call nor calls cut short as failures', async () => {
    for (let i = 0; i < 5; i += 1) {
      await expect(through(() => Promise.reject(new Error('query refused')))).rejects.toThrow(
        'query refused',
      );
      await expect(through(() => Promise.reject(new CutShort()))).rejects.toBeInstanceOf(CutShort);
    }
    expect(openFor()).toBe(0);
  });
});
