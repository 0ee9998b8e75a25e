/**
 * CustomComponent (spec §2 blocks): a component of this site by name (the search box, the Data Lab embed, the
 * share bar, the insights tools and the salary page's promo), a block of its own and a part of inline banners. Its page-dependent parts (where the search goes,
 * the Data Lab landing form, the page to share) are filled in by the worker after the page's items.
 */
import * as v from 'valibot';

import type { DataLabFiltersProps } from '../data-lab';
import type { InsightsToolView } from '../insights/views';
import type { JsonValue } from '../json';
import type { SearchBoxPlace } from '../search';

import { blockType, partSchema } from './block-type';

const customComponentEntries = {
  component: v.nullish(v.string()),
  title: v.nullish(v.string()),
  text: v.nullish(v.string()),
  data: v.nullish(v.unknown()),
};

/** CustomComponentFields, as a part of another type. */
export const customComponentSchema = partSchema(customComponentEntries);

export type CustomComponentData = v.InferOutput<typeof customComponentSchema>;

const customComponentNames = [
  'SearchBox',
  'DataLabEmbed',
  'SocialShare',
  // The insights tools (spec §2 "Other screens"), `data` naming the country: model/insights/tools.ts.
  'SalaryExplorer',
  'JobGrowthTable',
  'HappinessSummary',
  'GenerationalCard',
  'GenerationsChart',
  // The dark promo of the salary page: the Data Lab landing form under its own heading (spec §2).
  'SalaryDriversPromo',
] as const;

export type CustomComponentName = (typeof customComponentNames)[number];

export interface CustomComponentView {
  __typename: 'CustomComponent';
  id: string;
  component: CustomComponentName;
  title: string | null;
  text: string | null;
  /** DataLabEmbed: the Data Lab of the site's country. */
  href: string | null;
  /** DataLabEmbed: the landing form (null when the survey API failed: the link alone). */
  dataLab: DataLabFiltersProps | null;
  /** SearchBox: where its searches go for this page's section, site and language. */
  search: SearchBoxPlace | null;
  /** SocialShare: the page's address and title. */
  share: { url: string; title: string } | null;
  /** Insights tools: the CMS's options (`{ country, generation }`), then the tool's figures once read. */
  options: JsonValue | null;
  insights: InsightsToolView | null;
}

/** A custom component before its page-dependent parts, or null for a name this site does not know. */
export function customComponentView(item: CustomComponentData): CustomComponentView | null {
  const component = customComponentNames.find((name) => name === item.component);
  if (!component) return null;
  return {
    __typename: 'CustomComponent',
    id: item.id,
    component,
    title: item.title ?? null,
    text: item.text ?? null,
    href: null,
    dataLab: null,
    search: null,
    share: null,
    options: (item.data as JsonValue | null | undefined) ?? null,
    insights: null,
  };
}

export const customComponent = blockType({
  typename: 'CustomComponent',
  fields: /* GraphQL */ `
      component
      title
      text
      data`,
  entries: customComponentEntries,
  view: customComponentView,
});
