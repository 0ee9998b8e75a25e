import type { ArticleCard, ArticleType, CategoryLink, ReadingTimeUnit } from '../../../model/article-card';
import type { FormView } from '../../../model/form';
import type { JsonObject, JsonValue, TypedJsonObject } from '../../../model/json';
import type { RichTextContent } from '../../../model/rich-text';
import type { ContentStage } from '../../preview/middleware';
import type { BlockItemView } from '../pages/item-views';

/** A resized CMS image; width and height are those of the resized image when known. */
export interface ImageView {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** A section and its parent, with the path parts links are built from (spec §2 link rules). */
export interface SectionPath {
  name: string;
  displayName: string | null;
  theme: string | null;
  parentName: string | null;
  /** e.g. ['careers', 'life-at-seek'] or ['career-advice']. */
  parts: string[];
}

/** One page of a list of articles (spec §5 page normalisation, §9 page size). */
export interface ArticlesPage {
  items: ArticleCard[];
  /** Every matching article, on all pages. */
  total: number;
  /** The normalised, 1-based page number. */
  page: number;
  pageSize: number;
  /** ceil(total / pageSize); 0 when there are no articles. */
  pageCount: number;
}

export interface AuthorLink {
  name: string;
  slug: string;
  /** /author/{slug}, with the language prefix. */
  href: string;
}

export interface PodcastLinks {
  appleUrl: string | null;
  googleUrl: string | null;
  spotifyUrl: string | null;
}

export interface SeoView {
  title: string;
  description: string | null;
  noIndex: boolean;
  noArchive: boolean;
  /** The SEO image, else the feature image, at the social size 1200x630. */
  image: ImageView | null;
}

export interface AdditionalContentView {
  box: Record<string, string | boolean | null> | null;
  /** Block items for the block dispatcher, keyed by __typename. */
  components: TypedJsonObject[];
  /** The same items as block views (articles; categories leave them out). */
  blocks?: BlockItemView[];
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
  /** True when the article exists in the requested locale, false when it is a fallback. */
  translated: boolean;
  stage: ContentStage;
  articleType: ArticleType;
  timeToRead: number | null;
  readingTimeUnit: ReadingTimeUnit;
  excerpt: string | null;
  showExcerpt: boolean;
  publishDate: string | null;
  /** Cropped 940x485 when taller than that ratio, else at most 1280x1280. */
  featureImage: ImageView | null;
  mediaUrl: string | null;
  podcast: PodcastLinks | null;
  authors: AuthorLink[];
  category: (CategoryLink & { parent: CategoryLink | null }) | null;
  /** The category's section, null when the article has none. */
  section: SectionPath | null;
  content: RichTextContent & { references: JsonObject[] };
  additionalContent: AdditionalContentView | null;
  contactUs: RichTextContent | null;
  formData: FormView | null;
  additionalData: JsonValue;
  hideEmbeddedFormInSection: boolean;
  seo: SeoView;
  /** Real translations of this article on the site (not the CMS default locale), for hreflang. */
  localizations: Localization[];
}
