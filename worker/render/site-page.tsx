import type { Context } from 'hono';
import type { ReactNode } from 'react';

import type { SectionView } from '../../model/section';
import type { PageAnalytics } from '../../ui/analytics';
import { preloadTranslations } from '../../ui/i18n';
import { SiteLayout } from '../../ui/layout/SiteLayout';
import type { AppEnv } from '../env';
import { timed } from '../observability/timed';
import { previewBarOf } from '../preview/previewed-entry';

import { pageFrame, type FrameOptions } from './frame';
import { frameMarkup } from './frame-markup';
import { renderPage, type PageOptions } from './page';

/** Translation folders a page's components read, besides the shared ones every page loads. */
export type TranslationFolders = Parameters<typeof preloadTranslations>[1];

/** What a route says about its page besides the page itself: head and status, and the frame it wears. */
export interface SitePageOptions extends Omit<PageOptions, 'body'> {
  /** The section whose header and footer the page wears (spec §2); null for none (the root site). */
  section: SectionView | null;
  /** Frame options, e.g. the page's language versions for the language switcher. */
  frame?: FrameOptions;
  /** The page lays out its own full-width bands (home and content pages). */
  fullWidth?: boolean;
  /** The page's own translation folders, loaded before it renders. */
  translations?: TranslationFolders;
  /** Its page-view event's page type (and category or search); default a content page. */
  analytics?: PageAnalytics;
}

/**
 * Streams `content` as a page of this site: inside the header and footer of `section` (pageFrame; their HTML
 * reused across pages with the same frame: frame-markup.tsx), with the
 * page's translations loaded and the head and status of `options` (renderPage). Routes reach it through
 * `c.render` (worker/middleware/page-renderer); the error pages call it directly.
 */
export async function renderSitePage(
  c: Context<AppEnv>,
  content: ReactNode,
  { section, frame, fullWidth, translations, analytics = { pageType: 'content' }, ...page }: SitePageOptions,
): Promise<Response> {
  await preloadTranslations(c.get('language'), translations);
  const layout = pageFrame(c, section, frame);
  // A draft's header and footer are its own: rendered with the page, never kept for other pages.
  const markup = c.get('preview') ? undefined : frameMarkup(layout, c.get('language'));
  return timed('render', () =>
    renderPage(c, {
      ...page,
      body: (
        <SiteLayout
          {...layout}
          markup={markup}
          fullWidth={fullWidth}
          analytics={analytics}
          previewBar={previewBarOf(c)}
        >
          {content}
        </SiteLayout>
      ),
    }),
  );
}
