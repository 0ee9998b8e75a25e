import type { CategoryLink } from '../../../model/article-card';
import { imageView, imageSizes } from '../../../model/image';
import { isMissingTitle, pickLocalization, defaultLocale } from '../../../model/locale';
import type { Language } from '../../site/sites';
import { additionalContentView } from '../articles/article';
import { categoryHref, sectionPath } from '../articles/links';
import type { SectionPath } from '../articles/types';
import type { ContentScope } from '../context';

import type { CategoryData } from './schema';
import type { CategoryView } from './types';

type Relative = CategoryData['children'][number];

function relativeLink(
  relative: Relative,
  locales: readonly string[],
  section: SectionPath | null,
  language: Language,
): CategoryLink | null {
  const name = pickLocalization(relative.localizations, locales, (item) => item.name)?.name;
  if (!name) return null;
  return { id: relative.id, name, slug: relative.slug, href: categoryHref(language, section, relative.slug) };
}

/**
 * The category page's view model from GetCategory, in the request's locale: the first localisation of
 * the fallback order with a real name (spec §4, §5); children and parent likewise, children by name.
 * Undefined when the category has no usable localisation for the request.
 */
export function toCategoryView(
  category: CategoryData,
  scope: Pick<ContentScope, 'locale' | 'localesWithDefault'>,
  language: Language,
): CategoryView | undefined {
  const locales = scope.localesWithDefault;
  const chosen = pickLocalization(category.localizations, locales, (item) => item.name);
  if (!chosen?.name) return undefined;
  const section = sectionPath(category.relatedCategorySection);
  const description = chosen.description ?? category.description ?? null;
  const seo = chosen.seo ?? category.seo;
  const children = category.children
    .map((child) => relativeLink(child, locales, section, language))
    .filter((child) => child !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: category.id,
    name: chosen.name,
    slug: category.slug,
    href: categoryHref(language, section, category.slug),
    locale: chosen.locale,
    translated: chosen.locale === scope.locale,
    description: description?.text.trim() ? description : null,
    parent: category.parent ? relativeLink(category.parent, locales, section, language) : null,
    children,
    section,
    additionalContent: additionalContentView(category.additionalContent),
    seo: {
      title: seo?.title || chosen.name,
      description: seo?.description || description?.text.trim() || null,
      noIndex: seo?.noIndex ?? false,
      noArchive: seo?.noArchive ?? false,
      image: imageView(seo?.image, imageSizes.social),
    },
    localizations: category.localizations
      .filter((item) => item.locale !== defaultLocale && !isMissingTitle(item.name))
      .map(({ locale, slug }) => ({ locale, slug })),
  };
}
