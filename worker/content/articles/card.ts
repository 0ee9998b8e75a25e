import { imageSizes, imageView } from '../../../model/image';
import { isMissingTitle } from '../../../model/locale';
import type { Language } from '../../site/sites';

import { articleHref, categoryHref, sectionPath } from './links';
import { readingTimeUnit } from './reading-time';
import type { ArticleCardData } from './schema';
import type { ArticleCard } from './types';

/** An article card (ArticleCard fragment) as a view model; links get the prefix of `language`. */
export function toArticleCard(article: ArticleCardData, language: Language): ArticleCard {
  const section = sectionPath(article.category?.relatedCategorySection);
  const articleType = article.articleType ?? 'Article';
  const { category } = article;
  return {
    id: article.id,
    title: article.title ?? '',
    slug: article.slug,
    href: articleHref(language, section, article.slug),
    locale: article.locale,
    articleType,
    category: category
      ? {
          id: category.id,
          name: category.name ?? '',
          slug: category.slug,
          href: categoryHref(language, section, category.slug),
        }
      : null,
    publishDate: article.publishDate ?? null,
    timeToRead: article.timeToRead ?? null,
    readingTimeUnit: readingTimeUnit(articleType),
    excerpt: article.excerpt ?? null,
    image: imageView(article.featureImage[0], imageSizes.card),
  };
}

/** Cards of a list, without placeholders titled '-' and missing translations (spec §5). */
export function toArticleCards(articles: readonly ArticleCardData[], language: Language): ArticleCard[] {
  return articles.filter((article) => !isMissingTitle(article.title)).map((a) => toArticleCard(a, language));
}
