import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../../../model/locale';

import { containerViews } from './containers';
import type { BlockItemData } from './item-schema';
import { findPage, isMissingTranslation } from './load-page';
import type { ContainerData } from './page-schema';

const thai: ViewScope = { locale: 'th_TH', language: 'th' };

const heading = (id: string, locale: string): BlockItemData => ({
  __typename: 'Heading',
  id,
  locale,
  text: id,
});

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
  const items = new Map<string, BlockItemData>([
    ['thai', heading('thai', 'th_TH')],
    ['english', heading('english', 'en_TH')],
    ['cms-default', heading('cms-default', 'default')],
  ]);

  it('drops empty containers unless they have a box or tile', () => {
    const views = containerViews(
      [
        container('empty', []),
        container('boxed', [], { box: { background: 'brandAccent' } }),
        container('tiled', [], { tile: { columns: 3 } }),
        container('unresolved', ['missing']),
        container('full', ['thai']),
      ],
      items,
      thai,
    );
    expect(views.map((v) => v.htmlId)).toEqual(['boxed', 'tiled', 'full']);
  });

  it('keeps fallback-locale items unless the block skips the default locale', () => {
    const fallback = containerViews([container('a', ['thai', 'english', 'cms-default'])], items, thai);
    expect(fallback[0]!.blocks[0]!.items.map((i) => i.id)).toEqual(['thai', 'english', 'cms-default']);
    const strict = containerViews(
      [container('a', ['thai', 'english', 'cms-default'], {}, true)],
      items,
      thai,
    );
    expect(strict[0]!.blocks[0]!.items.map((i) => i.id)).toEqual(['thai']);
  });

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
