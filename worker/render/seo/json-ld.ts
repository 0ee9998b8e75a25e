import type { ArticleView } from '../../../model/article';
import { articleSectionKey } from '../../../model/section';
import type { Site } from '../../site/sites';

import { brandLogoUrl, brandSocialImage } from './site-defaults';

/** A schema.org object for a `<script type="application/ld+json">` of the page head. */
export type JsonLd = Record<string, unknown>;

/**
 * JSON for a script element: every `<`, `>` and `&` escaped as a Unicode escape (still the same JSON), and the
 * line separators JavaScript once refused, so no text from the CMS can close the element (`</script>`) or open
 * a comment in it.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A visible breadcrumb: its text and its address (none on the last, the current page). */
export interface BreadcrumbLink {
  text: string;
  href: string | null;
}

/**
 * BreadcrumbList matching the visible breadcrumbs, in order, each with its address; a crumb shown without a link
 * (the last) has none, as schema.org allows for the current position. None for a trail of one: Google's
 * breadcrumb result needs two items.
 */
export function breadcrumbListLd(crumbs: readonly BreadcrumbLink[], origin: string): JsonLd[] {
  if (crumbs.length < 2) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.text,
        ...(crumb.href ? { item: new URL(crumb.href, origin).href } : {}),
      })),
    },
  ];
}

/** The site's brand as an organisation: name, home and logo (Google's logo and Article publisher). */
function brandOrganization(site: Site, origin: string): JsonLd {
  return {
    '@type': 'Organization',
    name: site.brandName,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: brandLogoUrl(site, origin), width: 512, height: 512 },
  };
}

/**
 * Article: headline, authors (with their pages), publish and change dates, image (the brand's when the article
 * has none), and the publisher with its logo.
 */
export function articleLd(article: ArticleView, site: Site, origin: string, pageUrl: string): JsonLd {
  const image = article.seo.image?.url ?? article.featureImage?.url ?? brandSocialImage(site, origin).url;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    articleSection: articleSectionKey(article.section?.name),
    ...(article.seo.description ? { description: article.seo.description } : {}),
    inLanguage: article.locale.replace('_', '-'),
    mainEntityOfPage: pageUrl,
    author: article.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      url: new URL(author.href, origin).href,
    })),
    ...(article.publishDate ? { datePublished: article.publishDate } : {}),
    ...(article.updatedAt || article.publishDate
      ? { dateModified: article.updatedAt ?? article.publishDate }
      : {}),
    image: [image],
    publisher: brandOrganization(site, origin),
  };
}

/** Organization of the home page: the site's brand, its home and its logo. */
export function organizationLd(site: Site, origin: string): JsonLd {
  return { '@context': 'https://schema.org', ...brandOrganization(site, origin) };
}
