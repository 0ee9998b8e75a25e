/**
 * The offline robot check's token (spec §5: forms other than the subscription need one before they are
 * sent), used only where no reCAPTCHA site key is configured: local runs and tests (wrangler-config.test.ts
 * keeps staging and production from going without one). It names the host the box was ticked on, as Google
 * reports the hostname a widget was solved on; the Worker checks both with siteverify (the local stand-in).
 */
export function offlineRobotToken(): string {
  return `offline:${window.location.hostname}:${crypto.randomUUID()}`;
}
