import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UpstreamError } from './fetch';
import { requestGraphql } from './graphql';

const query = 'query GetUser { viewer { id } }';
const schema = v.object({ viewer: v.nullable(v.object({ id: v.string() })) });
const call = { endpoint: 'http://identity.test/graphql', query, timeoutMs: 1000, schema };

/** The service answers `body` with `contentType`; the requests it was sent are returned. */
function answer(body: string, contentType = 'application/json'): RequestInit[] {
  const sent: RequestInit[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    sent.push(init ?? {});
    return new Response(body, { headers: { 'content-type': contentType } });
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('requestGraphql', () => {
  it("sends the document's operation name and returns its validated data", async () => {
    const sent = answer(JSON.stringify({ data: { viewer: { id: 'u1' } } }));
    await expect(requestGraphql('Identity API', call)).resolves.toEqual({ viewer: { id: 'u1' } });
    expect(JSON.parse(String(sent[0]!.body))).toMatchObject({ operationName: 'GetUser', query });
  });

  it('fails on GraphQL errors, unless told to read the data beside them', async () => {
    answer(JSON.stringify({ data: { viewer: null }, errors: [{ message: 'Token expired' }] }));
    await expect(requestGraphql('Identity API', call)).rejects.toThrow('Identity API: Token expired');
    await expect(requestGraphql('Identity API', { ...call, errorPolicy: 'ignore' })).resolves.toEqual({
      viewer: null,
    });
  });

  it('turns an answer that is not GraphQL, or of another shape, into an UpstreamError of the service', async () => {
    answer('<html>maintenance</html>', 'text/html');
    const notGraphql = requestGraphql('Identity API', call);
    await expect(notGraphql).rejects.toBeInstanceOf(UpstreamError);
    await expect(notGraphql).rejects.toThrow('Identity API answered something other than GraphQL');
    vi.restoreAllMocks();
    answer(JSON.stringify({ data: { viewer: { id: 7 } } }));
    await expect(requestGraphql('Identity API', call)).rejects.toThrow(
      'Identity API answered an unexpected shape at viewer.id',
    );
  });
});
