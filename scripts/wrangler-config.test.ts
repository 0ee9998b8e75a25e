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
    '%s: the form outbox, purge and page-warm queues, and the outbox dead-letter store',
    (name) => {
      const env = rawConfig.env?.[name];
      expect(env?.queues?.producers?.map((p: { binding: string }) => p.binding)).toEqual(
        expect.arrayContaining(['FORM_DEAD_LETTER_QUEUE', 'FORM_QUEUE', 'PURGE_QUEUE', 'PAGE_WARM_QUEUE']),
      );
      const consumer = env?.queues?.consumers?.find(
        (c: { queue: string }) => c.queue === `form-submissions-${name}`,
      );
      expect(consumer?.dead_letter_queue).toBe(`form-dead-letters-${name}`);
      expect(env?.kv_namespaces?.map((kv: { binding: string }) => kv.binding)).toContain('FORM_OUTBOX');
    },
  );

  // Pages warmed again after a purge or a deploy (worker/cache/page-warm): one render at a time, and on where
  // it is deployed (off locally, where purges and restarts are the tests' and the benchmarks' own).
  it.each(['staging', 'production'])('%s: page warming on, one consumer invocation at a time', (name) => {
    const env = rawConfig.env?.[name];
    const consumer = env?.queues?.consumers?.find((c: { queue: string }) => c.queue === `page-warm-${name}`);
    expect(consumer?.max_concurrency).toBe(1);
    expect(consumer?.max_batch_size).toBeLessThanOrEqual(10);
    expect(Number(env?.vars?.WARM_PAGES_PER_PURGE)).toBeGreaterThan(0);
    expect(Number(env?.vars?.WARM_PAGES_PER_SITE_AFTER_DEPLOY)).toBeGreaterThan(0);
  });

  it('leaves page warming off locally', () => {
    expect(rawConfig.vars?.WARM_PAGES_PER_PURGE).toBe('0');
    expect(rawConfig.vars?.WARM_PAGES_PER_SITE_AFTER_DEPLOY).toBe('0');
    const consumer = rawConfig.queues?.consumers?.find((c: { queue: string }) => c.queue === 'page-warm');
    expect(consumer?.max_concurrency).toBe(1);
  });
});
