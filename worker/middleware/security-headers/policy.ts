/** The variables the policy depends on (wrangler.toml [vars]). */
export interface SecurityConfig {
  ENVIRONMENT: string;
  /** The robot check's site key: set, Google's reCAPTCHA hosts may run script and frames. */
  RECAPTCHA_SITE_KEY?: string;
  /** The browser monitoring DSN: set, its ingest host may be posted to. */
  SENTRY_BROWSER_DSN?: string;
  /** The CMS origins that may frame preview responses, space-separated (the CMS's side panel). */
  PREVIEW_FRAME_ANCESTORS?: string;
}

/** Who may frame a response: this site only, or also the CMS (a preview response, spec §4 preview). */
export type Framing = 'self' | 'cms';

/** The origins of PREVIEW_FRAME_ANCESTORS that are origins (scheme, host, port; anything else is dropped). */
export function previewFrameAncestors(config: SecurityConfig): string[] {
  return (config.PREVIEW_FRAME_ANCESTORS ?? '').split(/\s+/).flatMap((origin) => {
    try {
      const url = new URL(origin);
      return ['http:', 'https:'].includes(url.protocol) && url.origin === origin.replace(/\/$/, '')
        ? [url.origin]
        : [];
    } catch {
      return [];
    }
  });
}

const RECAPTCHA_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

function dsnOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy: script only from this site (no inline script; JSON data scripts do not run;
 * WebAssembly may compile, for the PDF renderer made in the browser),
 * plus reCAPTCHA's hosts when a site key is configured and the monitoring ingest host (connect) when a
 * browser DSN is; no framing by other sites; images and embedded videos from https (and the local stand-ins
 * over http in development). Framing by other sites is refused, except for preview responses, which the CMS
 * origins of PREVIEW_FRAME_ANCESTORS may frame (`framing` 'cms').
 */
export function contentSecurityPolicy(config: SecurityConfig, framing: Framing = 'self'): string {
  const ancestors = framing === 'cms' ? previewFrameAncestors(config) : [];
  const local = config.ENVIRONMENT === 'development' ? ' http:' : '';
  const recaptcha = config.RECAPTCHA_SITE_KEY ? RECAPTCHA_HOSTS : [];
  const ingest = dsnOrigin(config.SENTRY_BROWSER_DSN);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly only (no JS eval): the PDF renderer's layout engine is WebAssembly.
    `script-src 'self' 'wasm-unsafe-eval'${recaptcha.map((host) => ` ${host}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${local}`,
    "font-src 'self' data:",
    // data: for the layout engine's WebAssembly, which the PDF renderer carries inline and fetches from a data URL.
    `connect-src 'self' data:${ingest ? ` ${ingest}` : ''}`,
    `frame-src 'self' https:${local}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${ancestors.map((origin) => ` ${origin}`).join('')}`,
  ].join('; ');
}

/**
 * Every response's security headers; HSTS only in production, whose hosts are all https. A response the CMS
 * may frame (`framing` 'cms') has no X-Frame-Options, which cannot name another origin: its CSP's
 * frame-ancestors names them.
 */
export function securityHeaders(
  config: SecurityConfig,
  html: boolean,
  framing: Framing = 'self',
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
  if (framing === 'self') headers['x-frame-options'] = 'SAMEORIGIN';
  if (html || framing === 'cms') headers['content-security-policy'] = contentSecurityPolicy(config, framing);
  if (config.ENVIRONMENT === 'production')
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
