/**
 * The preview list page's props (spec §2 "Preview list page", §3 Preview document). ui/ never imports the
 * worker, so the shapes are stated here; the worker's PreviewDataView (worker/content/preview-data/) is
 * assignable to PreviewListModel.
 */

/** Why an entry has no preview; the loader reports at most one. */
export type NoPreviewReason =
  'invalid-id' | 'not-published' | 'no-section' | 'candidate-article-or-sara-page';

export interface PreviewRowModel {
  /** The CMS locale, e.g. th_TH. */
  locale: string;
  /** The CMS site, e.g. candidate_th. */
  site: string;
  slug: string;
  /** The entry's address on its site; drafts already carry their draft id. */
  link: string;
  /** The site's default locale, shown in positive tone; others in info tone. */
  isDefaultLocale: boolean;
}

export interface PreviewListModel {
  id: string;
  stage: 'DRAFT' | 'PUBLISHED';
  kind: 'article' | 'page' | null;
  previews: readonly PreviewRowModel[];
  reason: NoPreviewReason | null;
}
