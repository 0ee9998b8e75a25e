/** Loads forms and banner items (spec §7 GetFormData, getBannerItem). */
import type { Context } from 'hono';
import * as v from 'valibot';

import { bannerItemSchema, bannerItemView, type BannerItemView } from '../../../model/blocks/banner-item';
import { formSchema, formView, type FormView } from '../../../model/form';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetFormData, getBannerItem } from '../documents';
import { viewScope } from '../sections/load-section';

const getFormDataSchema = v.object({ forms: v.array(formSchema) });
const getBannerItemSchema = v.object({ bannerItems: v.array(bannerItemSchema) });

// The variables of the first entry with `slug` on the request's site, in its locales (the fallback order).
function firstBySlug(c: Context<AppEnv>, slug: string) {
  const { site, localesWithDefault } = contentScope(c);
  return { where: { slug, sites_contains_some: [site] }, locale: localesWithDefault, first: 1 };
}

/**
 * The form with this slug (e.g. 'subscribe') in the request's locale with fallback, with its fields,
 * validators and options; null when there is none (spec: 'the form might not be published').
 */
export async function loadForm(
  c: Context<AppEnv>,
  slug: string,
  run: typeof runQuery = runQuery,
): Promise<FormView | null> {
  const { forms } = await run(c, {
    name: 'GetFormData',
    document: GetFormData,
    variables: firstBySlug(c, slug),
    schema: getFormDataSchema,
  });
  const [form] = forms;
  return form ? formView(form, viewScope(c)) : null;
}

/** The banner item with this slug (e.g. 'contactus'), with its action links resolved; null when missing. */
export async function loadBannerItem(
  c: Context<AppEnv>,
  slug: string,
  run: typeof runQuery = runQuery,
): Promise<BannerItemView | null> {
  const { bannerItems } = await run(c, {
    name: 'getBannerItem',
    document: getBannerItem,
    variables: firstBySlug(c, slug),
    schema: getBannerItemSchema,
  });
  const [item] = bannerItems;
  return item ? bannerItemView(item, viewScope(c)) : null;
}
