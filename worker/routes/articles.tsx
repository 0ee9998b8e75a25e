import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import type { ArticleView } from '../../model/article';
import articleTranslations from '../../ui/i18n/article.vocab';
import { ArticlePage } from '../../ui/pages/ArticlePage';
import { loadArticle } from '../content/articles';
import { loadSection } from '../content/sections/load-section';
import { withDataLabFilterEmbeds } from '../data-lab/article-embed';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { withInsightsEmbeds } from '../insights/components';
import { previewHeaders } from '../preview/headers';
import { siteSection } from '../render/frame';
import { partKeeper } from '../render/part-markup';
import { articleLd, breadcrumbListLd } from '../render/seo/json-ld';
import { pageOrigin } from '../site/canonical';

import { articleAlternates, articleBreadcrumbs, articleRobots } from './article-view';

const slugSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256));

/** The section an article wears the header and footer of: its own, else the site's advice section. */
async function articleSection(c: Context<AppEnv>, article: ArticleView) {
  return article.section ? loadSection(c, article.section.name) : siteSection(c);
}

/**
 * Renders the article `slug` of `section` (a name or parent/name path). A missing, placeholder or empty
 * article is a 404 with the slug (loadArticle throws it); query errors propagate to app.onError (500).
 */
async function articleResponse(c: Context<AppEnv>, section: string, rawSlug: string): Promise<Response> {
  const slug = v.safeParse(slugSchema, rawSlug);
  if (!slug.success) throw notFound(rawSlug);
  const loaded = await loadArticle(c, { slug: slug.output, section });
  const article = await withInsightsEmbeds(c, await withDataLabFilterEmbeds(c, loaded));
  const preview = c.get('preview') === true;
  const alternates = articleAlternates(c, article);
  const sectionView = await articleSection(c, article);
  const origin = pageOrigin(c);
  const url = new URL(article.href, origin).href;
  const breadcrumbs = articleBreadcrumbs(c, article, sectionView);
  const response = await c.render(
    <ArticlePage
      article={article}
      breadcrumbs={breadcrumbs}
      shareUrl={url}
      preview={preview}
      development={c.env.ENVIRONMENT === 'development'}
      keeper={partKeeper(c)}
    />,
    {
      title: article.seo.title,
      description: article.seo.description ?? undefined,
      robots: articleRobots(article, preview),
      canonical: url,
      image: article.seo.image?.url,
      alternates: alternates.map((a) => ({ hreflang: a.hreflang, href: a.url })),
      ogType: 'article',
      analytics: { pageType: 'article' },
      jsonLd: [articleLd(article, c.get('site'), origin, url), breadcrumbListLd(breadcrumbs, origin)],
      section: sectionView,
      frame: { alternates },
      translations: [articleTranslations],
    },
  );
  if (preview) {
    for (const [name, value] of Object.entries(
      previewHeaders({ entryId: article.id, locale: article.locale }),
    )) {
      response.headers.set(name, value);
    }
  }
  return response;
}

/**
 * Article routes (spec §2): {section}/article/{slug} and {section}/{subsection}/article/{slug}. The first also
 * serves /career-advice/article/{slug}, where articles without a section live.
 */
export const articleRoutes = new Hono<AppEnv>()
  .get('/:section/article/:slug', (c) => articleResponse(c, c.req.param('section'), c.req.param('slug')))
  .get('/:section/:subsection/article/:slug', (c) => {
    const { section, subsection, slug } = c.req.param();
    return articleResponse(c, `${section}/${subsection}`, slug);
  });
