import type { ArticleCard, CategoryLink } from '../../../model/article-card';
import type { RichTextContent } from '../../../model/rich-text';
import type { AdditionalContentView, Localization, SectionPath, SeoView } from '../articles/types';

/** Everything the category page renders about its category (spec §2 "Category page", §3 Category). */
export interface CategoryView extends CategoryLink {
  /** The locale the name was read in: the requested one, or a fallback (spec §4). */
  locale: string;
  translated: boolean;
  description: RichTextContent | null;
  parent: CategoryLink | null;
  /** By name, ascending (spec §9). */
  children: CategoryLink[];
  section: SectionPath | null;
  additionalContent: AdditionalContentView | null;
  seo: SeoView;
  /** The category's real translations (not the CMS default locale), for hreflang. */
  localizations: Localization[];
}

/** A child category and its latest articles. */
export interface ChildCategoryWithLatestArticles extends CategoryLink {
  /** At most 4, newest first, without placeholders. */
  articles: ArticleCard[];
}

/** A top-level category of a section with its latest articles and its children's (spec §7, §9). */
export interface CategoryWithLatestArticles extends ChildCategoryWithLatestArticles {
  section: SectionPath | null;
  /** By name, ascending. */
  children: ChildCategoryWithLatestArticles[];
}
