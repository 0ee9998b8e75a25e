/**
 * The Page view (spec §3) as load-page.ts builds it, with its SEO and hreflang parts. It stays beside the
 * loader while the section's view and schema are the worker's (the page holds its section and its record
 * reads it); load-pages.ts reads seoView and pageLocalizations from here too.
 */
import { imageSizes, imageView, type ImageView } from '../../../model/image';
import { pageHref } from '../../../model/links';
import { languageOfLocale, type Language } from '../../../model/locale';
import type { PageBannerView, PromotionalBannerView } from '../../../model/page/banners';
import type { BreadcrumbView } from '../../../model/page/page';
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

export function seoView(seo: PageRecordData['seo']): SeoView {
  return {
    title: seo?.title ?? null,
    description: seo?.description ?? null,
    noIndex: seo?.noIndex === true,
    noArchive: seo?.noArchive === true,
    image: imageView(seo?.image, imageSizes.social),
  };
}

/** Every locale the page exists in, with its address, for hreflang. */
export function pageLocalizations(record: PageRecordData): PageLocalizationView[] {
  const section = record.relatedPageSection;
  return record.translations.map(({ locale, slug }) => {
    const language = languageOfLocale(locale);
    return { locale, language, slug, href: pageHref(slug, section, language) };
  });
}
