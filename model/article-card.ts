/**
 * An article as a card or list item (category and author pages, latest articles, blocks, search): the
 * ArticleCard fragment, its schema, the card view and its mapper (spec §2 cards, §3 Article).
 */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from './image';
import { articleHref, categoryHref, sectionPathSchema, type SectionRef } from './links';
import { isMissingTitle, languageOfLocale, type Language } from './locale';

export const articleCardFragments = {
  ArticleCard: /* GraphQL */ `
    fragment ArticleCard on Article {
      id
      title
      slug
      locale
      articleType
      timeToRead
      publishDate
      excerpt
      sites
      content {
        text
      }
      featureImage {
        ...AssetFields
      }
      authors {
        id
        name
        slug
      }
      category {
        id
        name
        slug
        locale
        relatedCategorySection {
          ...SectionPath
        }
      }
    }
  `,
};

/** Article types of spec §3. */
export const articleTypes = ['Article', 'Infographic', 'Podcast', 'Video'] as const;
export type ArticleType = (typeof articleTypes)[number];

/** The unit shown after the reading time (spec §2 "Article page"); a key of the UI strings. */
export type ReadingTimeUnit = 'min read' | 'min watch' | 'min listen';

const units: Record<ArticleType, ReadingTimeUnit> = {
  Article: 'min read',
  Infographic: 'min read',
  Video: 'min watch',
  Podcast: 'min listen',
};

/** The unit after an article's reading time (spec §2): min watch for video, min listen for podcast. */
export function readingTimeUnit(articleType: ArticleType): ReadingTimeUnit {
  return units[articleType];
}

export const categoryRefSchema = v.object({
  id: v.string(),
  name: v.nullish(v.string()),
  slug: v.string(),
  /** The locale its name was read in (absent where a document does not ask). */
  locale: v.nullish(v.string()),
});

/** The ArticleCard fragment. */
export const articleCardSchema = v.object({
  id: v.string(),
  title: v.nullish(v.string()),
  slug: v.string(),
  locale: v.string(),
  articleType: v.nullish(v.picklist(articleTypes)),
  timeToRead: v.nullish(v.number()),
  // Hygraph's Date (YYYY-MM-DD); a DateTime would also start this way.
  publishDate: v.nullish(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/))),
  excerpt: v.nullish(v.string()),
  sites: v.array(v.string()),
  // Only its plain text, to leave out an article with an empty body (spec §5); the CMS cannot filter on it.
  content: v.nullish(v.object({ text: v.optional(v.string(), '') })),
  featureImage: v.array(assetSchema),
  authors: v.array(v.object({ id: v.string(), name: v.string(), slug: v.string() })),
  category: v.nullish(
    v.object({ ...categoryRefSchema.entries, relatedCategorySection: v.nullish(sectionPathSchema) }),
  ),
});

export type ArticleCardData = v.InferOutput<typeof articleCardSchema>;

/** A link to a category page. */
export interface CategoryLink {
  id: string;
  name: string;
  slug: string;
  /** /{parentSection}/{section}/category/{slug}, with the language prefix; null (dead) without a section. */
  href: string | null;
  /** The language its name is written in, when known. */
  language?: Language;
}

/** A category's link; `section` is the one its page lives under. */
export function categoryLink(
  category: { id: string; name?: string | null; slug: string; locale?: string | null },
  section: SectionRef | null | undefined,
  language: Language,
): CategoryLink {
  const { id, slug, locale } = category;
  return {
    id,
    name: category.name ?? '',
    slug,
    href: categoryHref(slug, section, language),
    ...(locale ? { language: languageOfLocale(locale) } : {}),
  };
}

/** An article as a card or list item. */
export interface ArticleCard {
  id: string;
  title: string;
  slug: string;
  /** /{parentSection}/{section}/article/{slug}, or /career-advice/article/{slug}; language-prefixed. */
  href: string;
  locale: string;
  /** The language its title is written in (that of `locale`). */
  language: Language;
  articleType: ArticleType;
  category: CategoryLink | null;
  /** ISO date (YYYY-MM-DD) or null. */
  publishDate: string | null;
  timeToRead: number | null;
  readingTimeUnit: ReadingTimeUnit;
  excerpt: string | null;
  /** The first feature image cropped to the card size, 480x320. */
  image: ImageView | null;
}

/** An article card (ArticleCard fragment) as a view; links get the prefix of `language`. */
export function toArticleCard(article: ArticleCardData, language: Language): ArticleCard {
  const section = article.category?.relatedCategorySection;
  const articleType = article.articleType ?? 'Article';
  return {
    id: article.id,
    title: article.title ?? '',
    slug: article.slug,
    href: articleHref(article.slug, section, language),
    locale: article.locale,
    language: languageOfLocale(article.locale),
    articleType,
    category: article.category ? categoryLink(article.category, section, language) : null,
    publishDate: article.publishDate ?? null,
    timeToRead: article.timeToRead ?? null,
    readingTimeUnit: readingTimeUnit(articleType),
    excerpt: article.excerpt ?? null,
    image: imageView(article.featureImage[0], imageSizes.card),
  };
}

/**
 * Whether an article may be listed (spec §5): not a placeholder titled '-' or a missing translation, and not
 * an article whose content text is empty, which counts as not found (its page answers 404).
 */
export function isListedArticle(article: Pick<ArticleCardData, 'title' | 'content'>): boolean {
  return !isMissingTitle(article.title) && Boolean(article.content?.text.trim());
}

/**
 * How many more articles a list asks the CMS for than it shows, so that the few it must leave out after
 * reading them (spec §5: placeholders, missing translations, empty content) do not leave it short.
 */
export const LIST_LOOKAHEAD = 4;

/** Latest articles of each category of a section (spec §9: four). */
export const CATEGORY_LATEST_TOTAL = 4;

/** Cards of a list, without the articles that may not be listed (isListedArticle). */
export function toArticleCards(articles: readonly ArticleCardData[], language: Language): ArticleCard[] {
  return articles.filter(isListedArticle).map((a) => toArticleCard(a, language));
}

/** The first `total` cards of a list read with LIST_LOOKAHEAD more articles than it shows. */
export function toLatestCards(
  articles: readonly ArticleCardData[],
  total: number,
  language: Language,
): ArticleCard[] {
  return toArticleCards(articles, language).slice(0, total);
}
