import type { Language } from '../../../model/locale';
import { COUNTRY_NAMES } from '../../site/country-names';
import type { Site } from '../../site/sites';

/**
 * What a page says of itself when its entry says nothing in the page's language (spec §1 audiences): one
 * sentence per audience and language, with the brand and country.
 */
const descriptions: Record<Language, Record<Site['audience'], (brand: string, country: string) => string>> = {
  en: {
    candidate: (brand, country) =>
      `Career advice, salary insights and job search tips from ${brand}, to help you find the right job in ${country}.`,
    employer: (brand, country) =>
      `Hiring advice, market insights and recruitment tools from ${brand}, to help you find the right people in ${country}.`,
  },
  th: {
    candidate: (brand) =>
      `คำแนะนำด้านอาชีพ ข้อมูลเงินเดือน และเคล็ดลับการหางานจาก ${brand} ช่วยให้คุณพบงานที่ใช่ในประเทศไทย`,
    employer: (brand) =>
      `คำแนะนำด้านการจ้างงาน ข้อมูลตลาดงาน และเครื่องมือสรรหาบุคลากรจาก ${brand} ช่วยให้คุณพบคนที่ใช่ในประเทศไทย`,
  },
  id: {
    candidate: (brand) =>
      `Saran karier, wawasan gaji, dan tips mencari kerja dari ${brand} untuk membantu Anda menemukan pekerjaan yang tepat di Indonesia.`,
    employer: (brand) =>
      `Saran perekrutan, wawasan pasar, dan alat rekrutmen dari ${brand} untuk membantu Anda menemukan orang yang tepat di Indonesia.`,
  },
};

/** The site's own description in `language`: the last of a page's description fallbacks. */
export function siteDescription(site: Site, language: Language): string {
  return descriptions[language][site.audience](site.brandName, COUNTRY_NAMES[site.country]);
}

/** A sharing image: its absolute URL and its text alternative. */
export interface SocialImage {
  url: string;
  alt: string;
}

/** The brand's default sharing image (1200x630, static/social/, drawn by scripts/social-images.mjs). */
export function brandSocialImage(site: Site, origin: string): SocialImage {
  return { url: `${origin}/social/${site.brand}.png`, alt: `${site.brandName} logo` };
}

/** The brand's square logo (512x512), for the Organization and the Article publisher of JSON-LD. */
export function brandLogoUrl(site: Site, origin: string): string {
  return `${origin}/social/${site.brand}-logo.png`;
}
