/** Search-engine fields (the Seo type): the SeoFields fragment, its schema and the SEO view of a page or article. */
import * as v from 'valibot';

import { assetSchema, type ImageView } from './image';

export const seoFragments = {
  SeoFields: /* GraphQL */ `
    fragment SeoFields on Seo {
      title
      description
      noArchive
      noIndex
      image {
        ...AssetFields
      }
    }
  `,
};

/** SeoFields. */
export const seoSchema = v.object({
  title: v.nullish(v.string()),
  description: v.nullish(v.string()),
  noArchive: v.nullish(v.boolean()),
  noIndex: v.nullish(v.boolean()),
  image: v.nullish(assetSchema),
});

/**
 * The texts of SeoFields as one locale has them, read through `localizations(locales: [$locale])`: no field
 * falls back to another locale, so a translation without its own SEO texts is seen as such.
 */
export const localizedSeoSchema = v.object({
  title: v.nullish(v.string()),
  description: v.nullish(v.string()),
});

export type LocalizedSeo = v.InferOutput<typeof localizedSeoSchema>;

/**
 * The SEO texts of the entry as read (`seo`, each field in the first locale that has one) or, when the entry is
 * a real translation into the requested locale, that translation's own (null when it has none): a Thai page
 * must not carry the English entry's SEO title or description (spec §1 page titles).
 */
export function localSeoTexts(
  seo: LocalizedSeo | null | undefined,
  localizations: readonly { locale: string; seo?: LocalizedSeo | null }[],
  entryLocale: string,
  requestedLocale: string,
): LocalizedSeo | null {
  if (entryLocale !== requestedLocale) return seo ?? null;
  return localizations.find((item) => item.locale === requestedLocale)?.seo ?? null;
}

/** What the document head shows: title, description, robots and the social image. */
export interface SeoView {
  title: string;
  description: string | null;
  noIndex: boolean;
  noArchive: boolean;
  /** At the social size 1200x630. */
  image: ImageView | null;
}
