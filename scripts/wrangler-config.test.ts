import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';

/**
 * Checks over wrangler.toml that keep deployments honest: the offline robot check (a tick box whose token only
 * the local reCAPTCHA stand-in accepts) is for local runs and tests only; staging and production must show
 * Google's widget and verify with Google.
 */
const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' });

describe('wrangler.toml', () => {
  it('leaves the reCAPTCHA site key empty locally: the offline tick box', () => {
    expect(rawConfig.vars?.RECAPTCHA_SITE_KEY).toBe('');
  });

  it.each(['staging', 'production'])('%s: a reCAPTCHA site key, and Google verifies the tokens', (name) => {
    const vars = rawConfig.env?.[name]?.vars ?? {};
    expect(typeof vars.RECAPTCHA_SITE_KEY).toBe('string');
    expect(String(vars.RECAPTCHA_SITE_KEY).trim()).not.toBe('');
    expect(vars.RECAPTCHA_API).toBe('https://www.google.com/recaptcha/api');
  });

  it.each(['staging', 'production'])(
    '%s: the form outbox and purge queues, and the outbox dead-letter store',
    (name) => {
      const env = rawConfig.env?.[name];
      expect(env?.queues?.producers?.map((p: { binding: string }) => p.binding)).toEqual(
        expect.arrayContaining(['FORM_DEAD_LETTER_QUEUE', 'FORM_QUEUE', 'PURGE_QUEUE']),
      );
      const consumer = env?.queues?.consumers?.find(
        (c: { queue: string }) => c.queue === `form-submissions-${name}`,
      );
      expect(consumer?.dead_letter_queue).toBe(`form-dead-letters-${name}`);
      expect(env?.kv_namespaces?.map((kv: { binding: string }) => kv.binding)).toContain('FORM_OUTBOX');
    },
  );
});
