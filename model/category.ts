/**
 * The Category type as the category page shows it (spec §2 "Category page", §3 Category): the schema of a
 * GetCategory category (read with every localisation), the category view and its mapper.
 */
import * as v from 'valibot';

import {
  additionalContentSchema,
  additionalContentView,
  type AdditionalContentView,
} from './additional-content';
import type { Localization } from './article';
import type { CategoryLink } from './article-card';
import { imageSizes, imageView } from './image';
import { categoryHref, sectionPathSchema, type SectionPathData } from './links';
import { defaultLocale, isMissingTitle, languageOfLocale, pickLocalization, type Language } from './locale';
import { richTextSchema, type RichTextContent } from './rich-text';
import { sectionPathView, type SectionPathView } from './section';
import { seoSchema, type SeoView } from './seo';

const namedLocalizationSchema = v.object({ locale: v.string(), name: v.nullish(v.string()) });

/** A parent or child category of GetCategory, with its names in every locale. */
const relativeSchema = v.object({
  id: v.string(),
  slug: v.string(),
  localizations: v.array(namedLocalizationSchema),
});

/** One category of GetCategory: read without locales, so every localisation comes along. */
export const categorySchema = v.object({
  id: v.string(),
  slug: v.string(),
  locale: v.string(),
  sites: v.array(v.string()),
  description: v.nullish(richTextSchema),
  parent: v.nullish(relativeSchema),
  children: v.array(relativeSchema),
  relatedCategorySection: v.nullish(sectionPathSchema),
  additionalContent: v.nullish(additionalContentSchema),
  seo: v.nullish(seoSchema),
  localizations: v.array(
    v.object({
      ...namedLocalizationSchema.entries,
      slug: v.string(),
      description: v.nullish(richTextSchema),
      seo: v.nullish(seoSchema),
    }),
  ),
});

/** GetCategory. */
export const getCategorySchema = v.object({ categories: v.array(categorySchema) });

export type CategoryData = v.InferOutput<typeof categorySchema>;

/** Everything the category page renders about its category (spec §2 "Category page", §3 Category). */
export interface CategoryView extends CategoryLink {
  /** The locale the name was read in: the requested one, or a fallback (spec §4). */
  locale: string;
  /** The language its name and description are written in (that of `locale`). */
  language: Language;
  translated: boolean;
  description: RichTextContent | null;
  parent: CategoryLink | null;
  /** By name, ascending (spec §9). */
  children: CategoryLink[];
  section: SectionPathView | null;
  additionalContent: AdditionalContentView | null;
  seo: SeoView;
  /** The category's real translations (not the CMS default locale), for hreflang. */
  localizations: Localization[];
}

type Relative = CategoryData['children'][number];

function relativeLink(
  relative: Relative,
  locales: readonly string[],
  section: SectionPathData | null | undefined,
  language: Language,
): CategoryLink | null {
  const name = pickLocalization(relative.localizations, locales, (item) => item.name)?.name;
  if (!name) return null;
  return { id: relative.id, name, slug: relative.slug, href: categoryHref(relative.slug, section, language) };
}

/**
 * The category page's view from GetCategory, in the request's locale: the first localisation of the
 * fallback order with a real name (spec §4, §5); children and parent likewise, children by name.
 * `scope` is the requested locale and the fallback order. Undefined when the category has no usable
 * localisation for the request.
 */
export function toCategoryView(
  category: CategoryData,
  scope: { locale: string; localesWithDefault: readonly string[] },
  language: Language,
): CategoryView | undefined {
  const locales = scope.localesWithDefault;
  const chosen = pickLocalization(category.localizations, locales, (item) => item.name);
  if (!chosen?.name) return undefined;
  const section = category.relatedCategorySection;
  const description = chosen.description ?? category.description ?? null;
  // The category's own SEO fields are in the CMS default locale (English): on a Thai or Bahasa page whose
  // name is translated they would put English in the head, so that translation uses its own name and text.
  const sameLanguage = language === 'en' || chosen.locale === category.locale;
  const seo = chosen.seo ?? (sameLanguage ? category.seo : null);
  const sharedSeo = chosen.seo ?? category.seo;
  const children = category.children
    .map((child) => relativeLink(child, locales, section, language))
    .filter((child) => child !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: category.id,
    name: chosen.name,
    slug: category.slug,
    href: categoryHref(category.slug, section, language),
    locale: chosen.locale,
    language: languageOfLocale(chosen.locale),
    translated: chosen.locale === scope.locale,
    description: description?.text.trim() ? description : null,
    parent: category.parent ? relativeLink(category.parent, locales, section, language) : null,
    children,
    section: sectionPathView(section),
    additionalContent: additionalContentView(category.additionalContent, { locale: scope.locale, language }),
    seo: {
      title: seo?.title || chosen.name,
      description: seo?.description || description?.text.trim() || null,
      noIndex: sharedSeo?.noIndex ?? false,
      noArchive: sharedSeo?.noArchive ?? false,
      image: imageView(sharedSeo?.image, imageSizes.social),
    },
    localizations: category.localizations
      .filter((item) => item.locale !== defaultLocale && !isMissingTitle(item.name))
      .map(({ locale, slug }) => ({ locale, slug })),
  };
}
