/** The Page view (spec §3) as the page loader builds it, with its SEO and hreflang parts. */
import { imageSizes, imageView, type ImageView } from '../image';
import { pageHref } from '../links';
import { languageOfLocale, type Language } from '../locale';
import type { SectionView } from '../section';
import { localSeoTexts } from '../seo';

import type { PageBannerView, PromotionalBannerView } from './banners';
import type { ContainerView } from './containers';
import type { BreadcrumbView, PageRecordData } from './page';

/** The page's SEO fields; a missing title falls back to the page title where it is used. */
export interface PageSeoView {
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
  seo: PageSeoView;
  enableBreadcrumbs: boolean;
  breadcrumbs: BreadcrumbView[];
  hideEmbeddedFormInSection: boolean;
  localizations: PageLocalizationView[];
}

/** The page's SEO fields (texts from the requested locale's own entry) with the social image at 1200x630. */
export function pageSeoView(record: PageRecordData, requestedLocale: string): PageSeoView {
  const { seo } = record;
  const texts = localSeoTexts(seo, record.localizations, record.locale, requestedLocale);
  return {
    title: texts?.title ?? null,
    description: texts?.description ?? null,
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
