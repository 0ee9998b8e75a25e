// Control characters are dropped by URL parsing, so '/\t/evil.example' would become '//evil.example'.
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u001f\u007f\\]/;

/**
 * Resolves a `path` parameter to an absolute URL on the request's own origin, or undefined when it is not a
 * plain same-site path ('/…', never '//…', a backslash, control characters or another origin): preview
 * links must never become an open redirect.
 */
export function sameSiteUrl(requestUrl: string, path: string | undefined): URL | undefined {
  const target = path || '/';
  if (!target.startsWith('/') || target.startsWith('//') || unsafe.test(target)) return undefined;
  const origin = new URL(requestUrl).origin;
  const url = new URL(target, origin);
  return url.origin === origin ? url : undefined;
}
