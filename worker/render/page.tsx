import type { Context } from 'hono';
import type { ReactNode } from 'react';
// React's renderer for Node, not its edge one (what `react-dom/server` means under workerd): the same HTML, but it
// encodes the markup into one shared buffer (TextEncoder.encodeInto) where the edge one makes a new byte array
// of every tag, attribute and text; a built worker renders to a string with it instead. The node built-ins it
// requires are workerd's (nodejs_compat), bundled by scripts/lib/node-require.mjs.
import { renderToReadableStream, renderToString } from 'react-dom/server.node';

import { FormAnswerProvider } from '../../ui/forms/form-answer';
import { RobotCheckKeyProvider } from '../../ui/forms/robot-check-config';
import { preloadTranslations } from '../../ui/i18n';
import { IslandCollector, IslandCollectorProvider } from '../../ui/islands/collector';
import { Document } from '../../ui/layout/Document';
import type { AppEnv } from '../env';
import { reportError } from '../monitoring';
import { canonicalLink, pageOrigin, requestAddress } from '../site/canonical';

import { criticalCss, withCriticalCss } from './critical-css';
import { documentTitle, htmlCacheControl, noStore } from './head';
import { imagePreloadsInOneOrder, withImagePreloadsInOneOrder } from './image-preloads';
import { assetManifest } from './manifest';
import { MarkupSlots } from './markup-slots';
import { injectBeforeClose, islandScripts } from './scripts';
import { withXDefault } from './seo/alternates';
import { scriptSafeJson, type JsonLd } from './seo/json-ld';
import { brandSocialImage, siteDescription } from './seo/site-defaults';

export interface PageOptions {
  title: string;
  /** In the page's language; without one the site's own (seo/site-defaults.ts). */
  description?: string;
  robots?: string;
  /** Defaults to the request's canonical link: its address with the parameters its route reads (site/canonical.ts). */
  canonical?: string;
  /** The entry's sharing image (absolute URL) and its alternative text; without one the brand's. */
  image?: string;
  imageAlt?: string;
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph type; articles say 'article'. */
  ogType?: 'website' | 'article';
  /** schema.org objects for the head (Article, BreadcrumbList, Organization). */
  jsonLd?: JsonLd[];
  status?: 200 | 404 | 500 | 502 | 503;
  body: ReactNode;
}

const botPattern = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

/**
 * Streams a page: the React document with the site's language, the title rule of spec §1, and
 * the scripts of the islands it rendered. A built worker inlines the page's CSS and sends the whole document
 * at once; from source (tests) it streams, crawlers getting the whole document at once.
 */
export async function renderPage(c: Context<AppEnv>, page: PageOptions): Promise<Response> {
  const site = c.get('site');
  const locale = c.get('locale');
  const language = c.get('language');
  await preloadTranslations(language);
  const collector = new IslandCollector();
  const canonical = page.canonical ?? canonicalLink(requestAddress(c));
  c.set('pageCanonical', canonical);
  const tree = (
    <IslandCollectorProvider collector={collector}>
      <Document
        lang={locale.locale}
        language={language}
        title={documentTitle(page.title, site)}
        description={page.description?.trim() || siteDescription(site, language)}
        robots={page.robots}
        canonical={canonical}
        image={
          page.image
            ? { url: page.image, alt: page.imageAlt?.trim() || page.title }
            : brandSocialImage(site, pageOrigin(c))
        }
        alternates={withXDefault(page.alternates ?? [], site)}
        ogType={page.ogType}
        jsonLd={page.jsonLd?.map(scriptSafeJson)}
        stylesheets={criticalCss ? [] : assetManifest.stylesheets}
        deferredStylesheets={criticalCss ? assetManifest.stylesheets : undefined}
        monitoring={{ dsn: c.env.SENTRY_BROWSER_DSN, environment: c.env.ENVIRONMENT }}
      >
        <RobotCheckKeyProvider siteKey={c.env.RECAPTCHA_SITE_KEY}>
          <FormAnswerProvider answer={c.get('formAnswer') ?? null}>{page.body}</FormAnswerProvider>
        </RobotCheckKeyProvider>
      </Document>
    </IslandCollectorProvider>
  );
  const status = page.status ?? 200;
  const scripts = () => islandScripts(collector, assetManifest, collector.eager);
  let body: BodyInit;
  if (criticalCss) {
    // The page's CSS is chosen from its whole HTML, so the document is complete before it leaves: rendered
    // to one string (the same markup: pages wait on no data while they render, and React's streaming
    // renderer only adds the doctype), not a stream of chunks read back (in workerd each costs the isolate
    // CPU), and encoded once, by the runtime.
    // Kept parts come in as placeholders, filled in after the render (./markup-slots.ts).
    const slots = new MarkupSlots();
    c.set('markupSlots', slots);
    let html: string;
    try {
      html = withImagePreloadsInOneOrder(`<!DOCTYPE html>${renderToString(tree)}`);
    } catch (error) {
      reportError(c, error);
      throw error;
    } finally {
      c.set('markupSlots', undefined);
    }
    body = withCriticalCss(criticalCss, html, scripts(), slots);
  } else {
    const stream = await renderToReadableStream(tree, {
      onError(error) {
        reportError(c, error);
      },
    });
    if (botPattern.test(c.req.header('user-agent') ?? '')) await stream.allReady;
    body = stream.pipeThrough(imagePreloadsInOneOrder()).pipeThrough(injectBeforeClose(scripts));
  }
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': status === 200 ? htmlCacheControl : noStore,
      'x-content-type-options': 'nosniff',
    },
  });
}
