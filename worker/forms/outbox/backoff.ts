/**
 * The wait before retry `attempts` (1 after the first failed try): `base * 2^(attempts-1)` seconds, at most
 * `max`, whole seconds as Queues count them. BASE and MAX come from FORM_RETRY_BASE_SECONDS and
 * FORM_RETRY_MAX_SECONDS (wrangler.toml); unusable values fall back to 30 s and one hour.
 */
export function retryDelaySeconds(attempts: number, base: string | undefined, max: string | undefined) {
  const first = wholeSeconds(base, 30);
  const ceiling = wholeSeconds(max, 3600);
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  // Queues accept at most 12 hours (43 200 s).
  return Math.min(first * 2 ** exponent, ceiling, 43_200);
}

function wholeSeconds(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
}
