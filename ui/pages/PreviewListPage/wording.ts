import type { NoPreviewReason, PreviewDataView } from '../../../model/preview-data';

/** The page's heading, as a key of preview.vocab: the stage by route, the kind by entry (spec §2). */
export type HeadingKey =
  | 'Draft View(s) are available for this Article.'
  | 'Draft View(s) are available for this Page.'
  | 'Published View(s) are available for this Article.'
  | 'Published View(s) are available for this Page.'
  | 'Preview is not available for this entry.';

/** The heading of the page: which views exist, or that none does. */
export function headingKey({ stage, kind, previews }: Pick<PreviewDataView, 'stage' | 'kind' | 'previews'>) {
  if (previews.length === 0) return 'Preview is not available for this entry.' satisfies HeadingKey;
  const views = stage === 'DRAFT' ? 'Draft' : 'Published';
  // An entry with views is always an article or a page; 'Page' is only a fallback for the types' sake.
  const entry = kind === 'article' ? 'Article' : 'Page';
  return `${views} View(s) are available for this ${entry}.` satisfies HeadingKey;
}

/** Every reason an entry can lack a preview, in the order the page lists them (spec §2). */
export const reasons = [
  ['invalid-id', 'The entry id is not valid.'],
  ['not-published', 'There is no published page or article.'],
  ['no-section', 'No section or category is selected for the article.'],
  ['candidate-article-or-sara-page', 'It would be a candidate article or a SARA page.'],
] as const satisfies readonly (readonly [NoPreviewReason, string])[];
