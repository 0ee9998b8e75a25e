/** Share of the counter that must be in view before it starts (spec §9: 20%). */
export const TRIGGER_THRESHOLD = 0.2;

/** Ease-out: fast at first, settling on the number. */
export function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The value shown `elapsed` ms into a count from 0 to `target` lasting `duration` ms; exactly `target` at the end. */
export function countAt(target: number, elapsed: number, duration: number, decimals: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  const factor = 10 ** decimals;
  return Math.round(target * easeOut(Math.max(0, elapsed) / duration) * factor) / factor;
}

/** The number as the site prints numbers (spec §9: en-AU grouping), with the CMS number's decimals. */
export function formatCount(value: number, decimals: number): string {
  return new Intl.NumberFormat('en-AU', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
