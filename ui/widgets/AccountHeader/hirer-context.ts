import type { HirerContextAnswer } from '../../../model/account';

export const HIRER_CONTEXT_PATH = '/api/hirer-context';

const signedOut: HirerContextAnswer = { status: 'unauthenticated' };
let request: Promise<HirerContextAnswer> | null = null;

/** Asks the worker for the signed-in hirer's context (once per page); any failure counts as signed out. */
export function loadHirerContext(fetcher: typeof fetch = fetch): Promise<HirerContextAnswer> {
  request ??= (async () => {
    try {
      const response = await fetcher(HIRER_CONTEXT_PATH, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return signedOut;
      const body = (await response.json()) as HirerContextAnswer | null;
      return body?.status === 'authenticated' && body.account ? body : signedOut;
    } catch {
      return signedOut;
    }
  })();
  return request;
}

/** Forgets the page's answer: for tests. */
export function resetHirerContext(): void {
  request = null;
}
