/**
 * The Article type in full, as the article page shows it (spec §2 "Article page", §3 Article): the
 * ArticleContentFields fragment of its body, the schema of a getArticles article, the article view and its
 * mapper. The card of an article is model/article-card.ts.
 */
import * as v from 'valibot';

import {
  additionalContentSchema,
  additionalContentView,
  type AdditionalContentView,
} from './additional-content';
import {
  articleCardSchema,
  categoryLink,
  categoryRefSchema,
  readingTimeUnit,
  type ArticleType,
  type CategoryLink,
  type ReadingTimeUnit,
} from './article-card';
import { articleReferences, articleReferenceSchema, type ArticleReference } from './article-embeds';
import { formSchema, formView, type FormView } from './form';
import { heroSize, imageSizes, imageView, type ImageView } from './image';
import { jsonSchema, type JsonValue } from './json';
import { articleHref, authorHref, sectionPathSchema } from './links';
import { defaultLocale, isMissingTitle, keepDefaultLocale, languageOfLocale, type Language } from './locale';
import { podcastLinks, podcastSchema, type PodcastLinks } from './podcast';
import { richTextSchema, type RichTextContent } from './rich-text';
import { sectionPathView, type SectionPathView } from './section';
import { localizedSeoSchema, localSeoTexts, seoSchema, type SeoView } from './seo';

export const articleFragments = {
  ArticleContentFields: /* GraphQL */ `
    fragment ArticleContentFields on RichText {
      ...RichTextFields
      references {
        __typename
        ... on Asset {
          ...AssetFields
        }
        ... on AccordionGroup {
          id
          title
          accordions {
            id
            label
            locale
            content {
              ...RichTextFields
            }
          }
        }
        ... on CustomContent {
          id
          title
          data
        }
      }
    }
  `,
};

const localizationSchema = v.object({
  locale: v.string(),
  title: v.nullish(v.string()),
  slug: v.string(),
  content: v.nullish(v.object({ text: v.nullish(v.string()) })),
});

/** A version of the article in its own locale: a real title and a body (spec §5), as the sitemap counts them. */
const isVersion = (item: v.InferOutput<typeof localizationSchema>) =>
  !isMissingTitle(item.title) && Boolean(item.content?.text?.trim());

/** One article of getArticles, in full. */
export const articleSchema = v.object({
  ...articleCardSchema.entries,
  stage: v.picklist(['DRAFT', 'PUBLISHED']),
  showExcerpt: v.nullish(v.boolean()),
  mediaUrl: v.nullish(v.string()),
  hideEmbeddedFormInSection: v.nullish(v.boolean()),
  additionalData: v.nullish(jsonSchema),
  podcast: v.nullish(podcastSchema),
  category: v.nullish(
    v.object({
      ...categoryRefSchema.entries,
      relatedCategorySection: v.nullish(sectionPathSchema),
      parent: v.nullish(categoryRefSchema),
    }),
  ),
  content: v.nullish(v.object({ ...richTextSchema.entries, references: v.array(articleReferenceSchema) })),
  contactUs: v.nullish(richTextSchema),
  additionalContent: v.nullish(additionalContentSchema),
  // Not every JSON an editor leaves here is a form: anything else is no form, not a broken article.
  formData: v.fallback(v.nullish(formSchema), null),
  seo: v.nullish(seoSchema),
  updatedAt: v.optional(v.string()),
  localizations: v.optional(
    v.array(v.object({ locale: v.string(), seo: v.nullish(localizedSeoSchema) })),
    [],
  ),
  alternates: v.array(localizationSchema),
});

/** getArticles. */
export const getArticlesSchema = v.object({ articles: v.array(articleSchema) });

export type ArticleData = v.InferOutput<typeof articleSchema>;

export interface AuthorLink {
  name: string;
  slug: string;
  /** /author/{slug}, with the language prefix. */
  href: string;
}

/** A version of the same entry in another locale, for hreflang alternates. */
export interface Localization {
  locale: string;
  slug: string;
}

/** Everything the article page renders (spec §2 "Article page", §3 Article). */
export interface ArticleView {
  id: string;
  title: string;
  slug: string;
  href: string;
  /** The locale the article was read in: the requested one, or a fallback (spec §4). */
  locale: string;
  /** The language its texts are written in (that of `locale`). */
  language: Language;
  /** True when the article exists in the requested locale, false when it is a fallback. */
  translated: boolean;
  /**
   * Whether the locale read has a body of its own: a title alone (its body the next locale's, field by field)
   * is no version in that locale, and the loader reads the next one (spec §4).
   */
  hasOwnBody: boolean;
  stage: ArticleData['stage'];
  articleType: ArticleType;
  timeToRead: number | null;
  readingTimeUnit: ReadingTimeUnit;
  excerpt: string | null;
  showExcerpt: boolean;
  publishDate: string | null;
  /** When the entry last changed (ISO), for dateModified and the sitemap's lastmod. */
  updatedAt: string | null;
  /** Cropped 940x485 when taller than that ratio, else at most 1280x1280. */
  featureImage: ImageView | null;
  mediaUrl: string | null;
  podcast: PodcastLinks | null;
  authors: AuthorLink[];
  category: (CategoryLink & { parent: CategoryLink | null }) | null;
  /** The category's section, null when the article has none. */
  section: SectionPathView | null;
  /** The body and what it embeds (model/article-embeds.ts). */
  content: RichTextContent & { references: ArticleReference[] };
  additionalContent: AdditionalContentView | null;
  contactUs: RichTextContent | null;
  formData: FormView | null;
  additionalData: JsonValue;
  hideEmbeddedFormInSection: boolean;
  /** The SEO image, else the feature image, at the social size 1200x630. */
  seo: SeoView;
  /**
   * Real translations of this article on the site (not the CMS default locale; a title and a body of their own,
   * as the sitemap lists them), for hreflang.
   */
  localizations: Localization[];
}

/**
 * The article page's view from a getArticles entry (spec §2 "Article page", §3 Article), its additional
 * content without block views. `language` is the page's language (links get its prefix); `requestedLocale`
 * tells a translation from a fallback.
 */
export function toArticleView(
  article: ArticleData,
  language: Language,
  requestedLocale: string,
): ArticleView {
  const sectionData = article.category?.relatedCategorySection;
  const articleType = article.articleType ?? 'Article';
  const title = article.title ?? '';
  const firstImage = article.featureImage[0];
  const { category, content, seo } = article;
  const localSeo = localSeoTexts(seo, article.localizations, article.locale, requestedLocale);
  const contactUs = article.contactUs?.text.trim() ? article.contactUs : null;
  const scope = { locale: requestedLocale, language };
  const formData =
    article.formData && keepDefaultLocale(article.formData) ? formView(article.formData, scope) : null;
  return {
    id: article.id,
    title,
    slug: article.slug,
    href: articleHref(article.slug, sectionData, language),
    locale: article.locale,
    language: languageOfLocale(article.locale),
    translated: article.locale === requestedLocale,
    hasOwnBody: article.alternates.some(
      (item) => item.locale === article.locale && Boolean(item.content?.text?.trim()),
    ),
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
    authors: article.authors.map(({ name, slug }) => ({ name, slug, href: authorHref(slug, language) })),
    category: category
      ? {
          ...categoryLink(category, sectionData, language),
          parent: category.parent ? categoryLink(category.parent, sectionData, language) : null,
        }
      : null,
    section: sectionPathView(sectionData),
    content: {
      raw: content?.raw ?? { children: [] },
      text: content?.text ?? '',
      references: articleReferences(content?.references ?? [], article.additionalData),
    },
    additionalContent: additionalContentView(article.additionalContent, scope),
    contactUs,
    formData,
    additionalData: article.additionalData ?? null,
    hideEmbeddedFormInSection: article.hideEmbeddedFormInSection ?? false,
    updatedAt: article.updatedAt ?? null,
    seo: {
      title: localSeo?.title || title,
      description: localSeo?.description || article.excerpt || null,
      noIndex: seo?.noIndex ?? false,
      noArchive: seo?.noArchive ?? false,
      image: imageView(seo?.image ?? firstImage, imageSizes.social),
    },
    localizations: article.alternates
      .filter((item) => item.locale !== defaultLocale && isVersion(item))
      .map(({ locale, slug }) => ({ locale, slug })),
  };
}
