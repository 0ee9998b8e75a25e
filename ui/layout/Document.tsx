import 'braid-design-system/reset';
import type { ReactNode } from 'react';

import type { Language } from '../i18n';
import { LANGUAGE_ATTR, STYLESHEETS_ATTR } from '../islands/constants';
import { MONITORING_DSN_ATTR, MONITORING_ENVIRONMENT_ATTR } from '../monitoring/constants';

import './Document.css';
import './image-fallback.css';
import { Providers } from './Providers';

export interface DocumentProps {
  /** BCP 47 locale of the page, e.g. th-TH. */
  lang: string;
  language: Language;
  /** The full title, brand included. */
  title: string;
  description?: string;
  /** e.g. 'noindex, nofollow'; omitted when the page may be indexed. */
  robots?: string;
  /** The page's one address, absolute. */
  canonical?: string;
  /** The page's sharing image: absolute URL and its text alternative. */
  image?: { url: string; alt: string };
  /** The same page in the site's other languages: hreflang (e.g. th-TH) and absolute URL. */
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph type: 'article' on articles (default 'website', spec §9). */
  ogType?: 'website' | 'article';
  /** schema.org data, each already serialised so that it cannot close its script element. */
  jsonLd?: string[];
  /** Render-blocking stylesheets; none when the page's own CSS is inlined in its head (worker/render/critical-css). */
  stylesheets: string[];
  /** The whole stylesheet of a page whose CSS is inlined: loaded by the hydrator before a React island hydrates. */
  deferredStylesheets?: string[];
  /** Browser monitoring's public DSN and environment; without a DSN the browser loads no monitoring. */
  monitoring?: { dsn: string; environment: string };
  children: ReactNode;
}

/** The HTML document around every page. Island scripts are added by the renderer at the end. */
export function Document({
  lang,
  language,
  title,
  description,
  robots,
  canonical,
  image,
  alternates = [],
  ogType = 'website',
  jsonLd = [],
  stylesheets,
  deferredStylesheets = [],
  monitoring,
  children,
}: DocumentProps) {
  // Data attributes, not inline script: the CSP runs no inline script (ui/monitoring).
  const monitoringAttrs = monitoring?.dsn
    ? { [MONITORING_DSN_ATTR]: monitoring.dsn, [MONITORING_ENVIRONMENT_ATTR]: monitoring.environment }
    : {};
  const deferredAttrs = deferredStylesheets.length
    ? { [STYLESHEETS_ATTR]: deferredStylesheets.join(' ') }
    : {};
  return (
    <html lang={lang} {...{ [LANGUAGE_ATTR]: language }} {...deferredAttrs} {...monitoringAttrs}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {robots ? <meta name="robots" content={robots} /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        <meta property="og:type" content={ogType} />
        <meta property="og:title" content={title} />
        {description ? <meta property="og:description" content={description} /> : null}
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        {image ? <meta property="og:image" content={image.url} /> : null}
        {image ? <meta property="og:image:alt" content={image.alt} /> : null}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={title} />
        {description ? <meta name="twitter:description" content={description} /> : null}
        {image ? <meta name="twitter:image" content={image.url} /> : null}
        {image ? <meta name="twitter:image:alt" content={image.alt} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {jsonLd.map((json, index) => (
          // A data block, not executable script; the JSON is escaped by the worker (scriptSafeJson).
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* No first paint before the page's main content has begun (ui/layout/SiteLayout's main#content): a
            browser that paints part of a page as it parses it would otherwise draw half a header, whose items
            move when the rest of it arrives (layout shift). */}
        <link rel="expect" href="#content" blocking="render" />
      </head>
      <body>
        <Providers language={language}>{children}</Providers>
      </body>
    </html>
  );
}
