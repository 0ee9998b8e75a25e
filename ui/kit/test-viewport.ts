import { vi } from 'vitest';

/** For tests: a viewport `width` pixels wide, as components ask it through matchMedia (min-width queries). */
export function viewport(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
