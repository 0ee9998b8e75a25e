/**
 * The robot check's token (spec §5: forms other than the subscription need it before they are sent).
 *
 * The site runs offline and loads no third-party script, so Google's reCAPTCHA widget is not on the page:
 * ticking "I'm not a robot" yields a one-time random token instead. The Worker verifies every token with the
 * reCAPTCHA service's `siteverify` (RECAPTCHA_API: Google in production, the local stand-in here, which
 * refuses an empty token or 'invalid') and refuses the form when it fails. Loading Google's widget, whose
 * `grecaptcha.getResponse()` would supply the token here, is left to when a site key is configured.
 */
export function robotToken(): string {
  return `offline-${crypto.randomUUID()}`;
}
