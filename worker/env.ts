import type { Toucan } from 'toucan-js';

import type { FormAnswer } from '../ui/forms/form-answer';
import type { PreviewedEntry } from '../ui/layout/PreviewBar';

import type { CacheTracker } from './cache/tracker';
import type { MarkupSlots } from './render/markup-slots';
import type { Language, Site, SiteLocale } from './site/sites';

/** Bindings come from `wrangler types` (worker-configuration.d.ts); never edit them by hand. */
export type Bindings = Env;

export interface Variables {
  site: Site;
  language: Language;
  locale: SiteLocale;
  /** Error reporting for this request; undefined when no DSN is configured. */
  monitoring: Toucan | undefined;
  /** When this request's time for upstreams ends (ms since the epoch; upstreams/reader-budget.ts). */
  deadline?: number;
  /** Records this request's content reads; the response reports the weakest as x-content-cache. */
  contentCache: CacheTracker;
  /** The request proved it may preview (a valid preview token cookie). */
  previewAllowed: boolean;
  /** Draft content for this request: preview allowed and `?draft` asked for (worker/preview/). */
  preview: boolean;
  /** The entry a preview request shows, for the preview bar (preview/previewed-entry.ts). */
  previewEntry?: PreviewedEntry;
  /**
   * Content reads of this request answer only the copies the cache keeps and never call the CMS: set while
   * the page answering for a CMS that cannot help is framed (render/unavailable.tsx).
   */
  contentCacheOnly?: boolean;
  /** The canonical link of the page rendered for this request (render/page.tsx), for the page cache. */
  pageCanonical?: string;
  /** Where the page being rendered takes kept parts as placeholders (render/page.tsx, render/part-markup.tsx). */
  markupSlots?: MarkupSlots;
  /** This request answers a CMS form sent without script: its page shows the answer (forms/page-answer.ts). */
  formAnswer?: FormAnswer;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
