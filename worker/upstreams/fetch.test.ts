import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchUpstream, isUpstreamFailure, parseUpstream, readUpstreamJson, UpstreamError } from './fetch';

/** Makes the next fetch answer `body` with `status`, whatever is asked. */
const answer = (body: string, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchUpstream', () => {
  it('answers the response of an ok status', async () => {
    answer('{"ok":true}');
    const response = await fetchUpstream('Video API', 'http://video.test/1', { timeoutMs: 1000 });
    expect(await readUpstreamJson('Video API', response)).toEqual({ ok: true });
  });

  it('refuses other statuses with the upstream and its status, never its text', async () => {
    answer('secret upstream detail', 503);
    const failure = fetchUpstream('Search API', 'http://search.test/', { timeoutMs: 1000 });
    await expect(failure).rejects.toThrow('Search API answered 503');
    await expect(failure).rejects.toMatchObject({ upstream: 'Search API', status: 503, timedOut: false });
    await expect(failure).rejects.not.toThrow(/secret/);
  });

  it('takes the statuses it is told to accept', async () => {
    answer('{"errors":[]}', 400);
    const response = await fetchUpstream('Content API', 'http://cms.test/', {
      timeoutMs: 1000,
      accept: () => true,
    });
    expect(response.status).toBe(400);
  });

  it('gives up after its time limit', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    await expect(fetchUpstream('wptApi', 'http://forms.test/', { timeoutMs: 20 })).rejects.toMatchObject({
      message: 'wptApi timed out after 20 ms',
      timedOut: true,
    });
  });

  it('says an unreachable upstream is unreachable', async () => {
    await expect(
      fetchUpstream('Identity API', 'http://127.0.0.1:9/graphql', { timeoutMs: 1000 }),
    ).rejects.toMatchObject({ message: 'Identity API unreachable', timedOut: false });
  });
});

describe('reading an answer', () => {
  it('refuses a body that is not JSON', async () => {
    await expect(readUpstreamJson('Survey API', new Response('<html>'))).rejects.toThrow(
      'Survey API answered something other than JSON',
    );
  });

  it('checks the shape and names where it differs', () => {
    const schema = v.object({ items: v.array(v.object({ title: v.string() })) });
    expect(parseUpstream('Search API', schema, { items: [{ title: 'a' }] })).toEqual({
      items: [{ title: 'a' }],
    });
    expect(() => parseUpstream('Search API', schema, { items: [{ title: 1 }] })).toThrow(
      'Search API answered an unexpected shape at items.0.title',
    );
  });
});

describe('isUpstreamFailure', () => {
  it('recognises the failures of one upstream only', () => {
    const failure = new UpstreamError('Survey API', 'Survey API unreachable');
    expect(isUpstreamFailure(failure, 'Survey API')).toBe(true);
    expect(isUpstreamFailure(failure, 'Search API')).toBe(false);
    expect(isUpstreamFailure(new Error('Survey API unreachable'), 'Survey API')).toBe(false);
  });
});
