import { describe, expect, it } from 'vitest';

import type { BlockItemData } from '../../../model/blocks/registry';
import type { ViewScope } from '../../../model/locale';
import { containerViews, type ContainerData } from '../../../model/page/containers';

import { findPage, isMissingTranslation } from './load-page';

const thai: ViewScope = { locale: 'th_TH', language: 'th' };

function container(
  id: string,
  items: string[],
  extra: Partial<ContainerData> = {},
  skip = false,
): ContainerData {
  return {
    id,
    htmlId: id,
    blocks: items.length
      ? [
          {
            id: `${id}-block`,
            skipDefaultLocale: skip,
            items: items.map((item) => ({ __typename: 'Heading', id: item, stage: 'PUBLISHED' })),
          },
        ]
      : [],
    ...extra,
  };
}

describe('containerViews', () => {
  it('filters group members in the CMS default locale and flags unknown item types', () => {
    const group: BlockItemData = {
      __typename: 'AccordionGroup',
      id: 'faq',
      locale: 'th_TH',
      accordions: [
        { id: 'one', label: 'หนึ่ง', locale: 'th_TH' },
        { id: 'two', label: 'Two', locale: 'default' },
      ],
    };
    const other: BlockItemData = { __typename: 'HologramGroup', id: 'quotes', locale: 'th_TH' };
    const [view] = containerViews(
      [container('a', ['faq', 'quotes'])],
      new Map([
        ['faq', group],
        ['quotes', other],
      ]),
      thai,
    );
    const [faq, quotes] = view!.blocks[0]!.items;
    expect(faq?.__typename === 'AccordionGroup' && faq.accordions.map((a) => a.id)).toEqual(['one']);
    expect(quotes).toEqual({ __typename: 'Unsupported', typename: 'HologramGroup', id: 'quotes' });
  });
});

describe('findPage', () => {
  const page = (title: string | null) => ({
    id: title ?? 'none',
    title,
    slug: 's',
    locale: 'th_TH',
    stage: 'PUBLISHED',
    sites: [],
    localizations: [],
  });

  it('treats candidate pages titled empty or "-" as missing translations', () => {
    expect(isMissingTranslation(' - ')).toBe(true);
    expect(isMissingTranslation(null)).toBe(true);
    expect(isMissingTranslation('Home')).toBe(false);
    expect(findPage([page('-'), page('')], true)).toBeUndefined();
    expect(findPage([page('-'), page('Home')], true)?.title).toBe('Home');
    expect(findPage([page('-')], false)?.title).toBe('-');
  });
});
