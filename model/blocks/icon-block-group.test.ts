import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockItemSchema, blockView } from './registry';

const scope: ViewScope = { locale: 'th_TH', language: 'th' };

const iconBlock = (id: string, title: string | null, locale: string) => ({
  id,
  locale,
  icon: 'IconMoney',
  title,
  content: null,
  actionGroup: null,
});

const group = (iconBlocks: ReturnType<typeof iconBlock>[]) =>
  v.parse(blockItemSchema, {
    __typename: 'IconBlockGroup',
    id: 'g',
    locale: 'th_TH',
    title: 'Why us',
    tile: { columns: 2 },
    iconBlocks,
  });

describe('IconBlockGroup', () => {
  it('keeps the titled members in the locale asked for, with the columns of its tile', () => {
    const view = blockView(
      group([
        iconBlock('1', 'Pay', 'th_TH'),
        iconBlock('2', null, 'th_TH'),
        iconBlock('3', 'Hours', 'default'),
      ]),
      scope,
      false,
    );
    expect(view).toMatchObject({
      __typename: 'IconBlockGroup',
      columns: 2,
      iconBlocks: [{ id: '1', title: 'Pay' }],
    });
  });

  it('is left out when no member is left', () => {
    expect(blockView(group([iconBlock('3', 'Hours', 'default')]), scope, false)).toBeNull();
  });
});
