import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { previewEntrySecret, sessionTokenFor } from './secret';
import { PREVIEW_TOKEN_SECONDS, signPreviewToken, verifyPreviewToken } from './token';

const secret = env.PREVIEW_SIGNING_SECRET;
const now = Date.UTC(2026, 5, 1, 12);
const inSeconds = (s: number) => Math.floor(now / 1000) + s;

describe('preview tokens', () => {
  it('verify until they expire', async () => {
    const token = await signPreviewToken(secret, { exp: inSeconds(60) });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyPreviewToken(secret, token, now)).toEqual({ exp: inSeconds(60) });
    expect(await verifyPreviewToken(secret, token, now + 59_999)).toBeDefined();
    expect(await verifyPreviewToken(secret, token, now + 60_000)).toBeUndefined();
  });

  it('refuse a changed payload, a changed signature, another secret and no secret', async () => {
    const token = await signPreviewToken(secret, { exp: inSeconds(60) });
    const [, signature] = token.split('.');
    const later = (await signPreviewToken('another secret', { exp: inSeconds(99_999) })).split('.')[0];
    expect(await verifyPreviewToken(secret, `${later}.${signature}`, now)).toBeUndefined();
    const flipped = signature!.endsWith('A') ? 'B' : 'A';
    expect(await verifyPreviewToken(secret, `${token.slice(0, -1)}${flipped}`, now)).toBeUndefined();
    expect(await verifyPreviewToken('another secret', token, now)).toBeUndefined();
    expect(await verifyPreviewToken('', token, now)).toBeUndefined();
  });

  it('refuse malformed tokens', async () => {
    for (const bad of [undefined, '', 'abc', 'a.b.c', '!!!.???', 'x'.repeat(300)]) {
      expect(await verifyPreviewToken(secret, bad, now)).toBeUndefined();
    }
  });
});

describe('sessionTokenFor', () => {
  it('derives the entry secret as the README’s one-liner does', async () => {
    expect(await previewEntrySecret('local-preview-signing-secret')).toBe(
      '1PGKM0MQuMekAZ2JuRZSYdqjkA41wa6hp8VtrVIslQw',
    );
  });

  it('gives the entry secret a one-hour session', async () => {
    const token = await sessionTokenFor(secret, await previewEntrySecret(secret), now);
    expect(await verifyPreviewToken(secret, token, now)).toEqual({ exp: inSeconds(PREVIEW_TOKEN_SECONDS) });
  });

  it('accepts a valid share token but never extends it, and refuses anything else', async () => {
    const share = await signPreviewToken(secret, { exp: inSeconds(120) });
    expect(await verifyPreviewToken(secret, await sessionTokenFor(secret, share, now), now)).toEqual({
      exp: inSeconds(120),
    });
    const expired = await signPreviewToken(secret, { exp: inSeconds(-1) });
    expect(await sessionTokenFor(secret, expired, now)).toBeUndefined();
    expect(await sessionTokenFor(secret, secret, now)).toBeUndefined();
    expect(await sessionTokenFor(secret, 'guess', now)).toBeUndefined();
    expect(await sessionTokenFor('', 'anything', now)).toBeUndefined();
  });
});
