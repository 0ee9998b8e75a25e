/** What a draft response is about, attached so editors and logs can tell which entry was previewed. */
export interface PreviewSubject {
  entryId?: string;
  locale?: string;
}

/**
 * Headers for a response rendered from DRAFT content (spec §4): never stored by any cache — `private,
 * no-store` with `stale-while-revalidate=0` so no cache in front may serve it stale either — never indexed,
 * and varying on the cookie that allowed it. The preview middleware applies these to every preview
 * response; a loader may pass the entry id and locale it previewed.
 */
export function previewHeaders(subject: PreviewSubject = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'cache-control': 'private, no-store, max-age=0, stale-while-revalidate=0',
    'cdn-cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    vary: 'Cookie',
  };
  if (subject.entryId) headers['x-preview-entry-id'] = subject.entryId;
  if (subject.locale) headers['x-preview-locale'] = subject.locale;
  return headers;
}
