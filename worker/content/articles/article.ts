import { readingTimeUnit } from '../../../model/article-card';
import { formJsonView } from '../../../model/form';
import { imageSizes, heroSize, resizeAsset, imageView } from '../../../model/image';
import type { JsonObject } from '../../../model/json';
import { defaultLocale, type ViewScope, isMissingTitle, keepDefaultLocale } from '../../../model/locale';
import type { Language } from '../../site/sites';
import { additionalBlocks } from '../pages/additional-blocks';

import { articleHref, authorHref, categoryHref, sectionPath } from './links';
import type { ArticleData } from './schema';
import type { AdditionalContentView, ArticleView, PodcastLinks } from './types';

// Embedded images in the body get the default size; max keeps their aspect ratio, so width/height stay true.
function withResizedAsset(reference: JsonObject): JsonObject {
  if (reference.__typename !== 'Asset' || typeof reference.url !== 'string') return reference;
  return { ...reference, url: resizeAsset(reference.url, imageSizes.default) };
}

function podcastLinks(podcast: ArticleData['podcast']): PodcastLinks | null {
  if (!podcast || !(podcast.appleUrl || podcast.googleUrl || podcast.spotifyUrl)) return null;
  return {
    appleUrl: podcast.appleUrl || null,
    googleUrl: podcast.googleUrl || null,
    spotifyUrl: podcast.spotifyUrl || null,
  };
}

/** Additional content with the block items that skip the default locale left out (spec §5). */
export function additionalContentView(
  content: ArticleData['additionalContent'],
): AdditionalContentView | null {
  if (!content) return null;
  return {
    box: content.box ?? null,
    components: content.components.filter((item) => keepDefaultLocale(item)),
  };
}

// The additional content's items as block views, for the block dispatcher (issue 5).
function withBlocks(content: AdditionalContentView | null, scope: ViewScope): AdditionalContentView | null {
  return content && { ...content, blocks: additionalBlocks(content.components, scope) };
}

/**
 * The article page's view model from a getArticles entry (spec §2 "Article page", §3 Article).
 * `language` is the page's language (links get its prefix); `requestedLocale` tells a translation
 * from a fallback.
 */
export function toArticleView(
  article: ArticleData,
  language: Language,
  requestedLocale: string,
): ArticleView {
  const section = sectionPath(article.category?.relatedCategorySection);
  const articleType = article.articleType ?? 'Article';
  const title = article.title ?? '';
  const firstImage = article.featureImage[0];
  const { category, content, seo } = article;
  const contactUs = article.contactUs?.text.trim() ? article.contactUs : null;
  const scope = { locale: requestedLocale, language };
  const formData =
    article.formData && keepDefaultLocale(article.formData) ? formJsonView(article.formData, scope) : null;
  return {
    id: article.id,
    title,
    slug: article.slug,
    href: articleHref(language, section, article.slug),
    locale: article.locale,
    translated: article.locale === requestedLocale,
    stage: article.stage,
    articleType,
    timeToRead: article.timeToRead ?? null,
    readingTimeUnit: readingTimeUnit(articleType),
    excerpt: article.excerpt ?? null,
    showExcerpt: article.showExcerpt ?? false,
    publishDate: article.publishDate ?? null,
    featureImage: firstImage ? imageView(firstImage, heroSize(firstImage)) : null,
    mediaUrl: article.mediaUrl || null,
    podcast: podcastLinks(article.podcast),
    authors: article.authors.map(({ name, slug }) => ({ name, slug, href: authorHref(language, slug) })),
    category: category
      ? {
          id: category.id,
          name: category.name ?? '',
          slug: category.slug,
          href: categoryHref(language, section, category.slug),
          parent: category.parent
            ? {
                id: category.parent.id,
                name: category.parent.name ?? '',
                slug: category.parent.slug,
                href: categoryHref(language, section, category.parent.slug),
              }
            : null,
        }
      : null,
    section,
    content: {
      raw: content?.raw ?? { children: [] },
      text: content?.text ?? '',
      references: (content?.references ?? []).map(withResizedAsset),
    },
    additionalContent: withBlocks(additionalContentView(article.additionalContent), {
      locale: requestedLocale,
      language,
    }),
    contactUs,
    formData,
    additionalData: article.additionalData ?? null,
    hideEmbeddedFormInSection: article.hideEmbeddedFormInSection ?? false,
    seo: {
      title: seo?.title || title,
      description: seo?.description || article.excerpt || null,
      noIndex: seo?.noIndex ?? false,
      noArchive: seo?.noArchive ?? false,
      image: imageView(seo?.image ?? firstImage, imageSizes.social),
    },
    localizations: article.alternates
      .filter((item) => item.locale !== defaultLocale && !isMissingTitle(item.title))
      .map(({ locale, slug }) => ({ locale, slug })),
  };
}
