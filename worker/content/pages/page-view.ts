/** The Page view model (spec §3) and the parts derived from the page record: SEO, breadcrumbs, hreflang. */
import { imageSizes, imageView, type ImageView } from '../../../model/image';
import { localizedPath, pageHref, sectionBase } from '../../../model/links';
import type { PageBannerView, PromotionalBannerView } from '../../../model/page/banners';
import type { Language } from '../../site/sites';
import type { SectionView } from '../sections/section';

import type { ContainerView } from './containers';
import type { PageRecordData } from './page-schema';

export interface SeoView {
  title: string | null;
  description: string | null;
  noIndex: boolean;
  noArchive: boolean;
  image: ImageView | null;
}

export interface BreadcrumbView {
  text: string;
  /** null for the last item, the page itself. */
  href: string | null;
}

/** One language version of the page, for hreflang alternates. */
export interface PageLocalizationView {
  locale: string;
  language: Language;
  slug: string;
  href: string;
}

export interface PageView {
  id: string;
  title: string;
  slug: string;
  /** The locale the content came from: the requested one, or a fallback. */
  locale: string;
  stage: string;
  section: SectionView | null;
  promotionalBanner: PromotionalBannerView | null;
  banner: PageBannerView | null;
  containers: ContainerView[];
  seo: SeoView;
  enableBreadcrumbs: boolean;
  breadcrumbs: BreadcrumbView[];
  hideEmbeddedFormInSection: boolean;
  localizations: PageLocalizationView[];
}

/** The path language of a CMS locale: th_TH → th, id_ID → id, anything else → en. */
export function languageOfLocale(locale: string): Language {
  if (locale === 'th_TH') return 'th';
  if (locale === 'id_ID') return 'id';
  return 'en';
}

export function seoView(seo: PageRecordData['seo']): SeoView {
  return {
    title: seo?.title ?? null,
    description: seo?.description ?? null,
    noIndex: seo?.noIndex === true,
    noArchive: seo?.noArchive === true,
    image: imageView(seo?.image, imageSizes.social),
  };
}

/** Parent section, section (unless the page is the section's own page), then the page title, unlinked. */
export function pageBreadcrumbs(
  title: string,
  slug: string,
  section: SectionView | null,
  language: Language,
): BreadcrumbView[] {
  const crumbs: BreadcrumbView[] = [];
  const parent = section?.parentSection;
  if (parent)
    crumbs.push({ text: parent.displayName, href: localizedPath(`/${parent.sectionName}`, language) });
  if (section && slug !== section.sectionName) {
    crumbs.push({ text: section.displayName, href: localizedPath(sectionBase(section), language) });
  }
  crumbs.push({ text: title, href: null });
  return crumbs;
}

/** Every locale the page exists in, with its address, for hreflang. */
export function pageLocalizations(record: PageRecordData): PageLocalizationView[] {
  const section = record.relatedPageSection;
  return record.translations.map(({ locale, slug }) => {
    const language = languageOfLocale(locale);
    return { locale, language, slug, href: pageHref(slug, section, language) };
  });
}
