import type { MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';

import type { AppEnv } from '../../env';
import { renderSitePage, type SitePageOptions } from '../../render/site-page';

declare module 'hono' {
  /** `c.render(page, options)`: a page component streamed in the site's document and frame. */
  interface ContextRenderer {
    (content: ReactNode, options: SitePageOptions): Promise<Response>;
  }
}

/**
 * Sets the site's page renderer once per request, so a route only says what differs: its page component,
 * head, status, section and translations — `return c.render(<Page … />, { title, section, … })`.
 */
export function pageRenderer(): MiddlewareHandler<AppEnv> {
  return async function pageRenderer(c, next) {
    c.setRenderer((content, options) => renderSitePage(c, content, options));
    await next();
  };
}
