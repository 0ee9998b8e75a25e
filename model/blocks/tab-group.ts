/** TabGroup (spec §2 blocks): labelled tabs whose panels are rich text. */
import * as v from 'valibot';

import { skipsMember } from '../locale';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

const text = v.nullish(v.string());

const tabGroupEntries = {
  title: text,
  tabs: v.array(v.object({ id: v.string(), label: text, locale: text, content: v.nullish(richTextSchema) })),
};

export interface TabView {
  id: string;
  label: string;
  content: RichTextContent | null;
}

export interface TabGroupView {
  id: string;
  title: string | null;
  tabs: TabView[];
}

export const tabGroup = blockType({
  typename: 'TabGroup',
  fields: /* GraphQL */ `
      title
      tabs {
        id
        label
        locale
        content {
          ...RichTextFields
        }
      }`,
  entries: tabGroupEntries,
  // Tabs follow the member locale rules (spec §5); a tab needs a label, a group at least one tab.
  view: (item, scope, skip): TabGroupView | null => {
    const tabs = item.tabs
      .filter((tab) => !skipsMember(tab.locale, scope, skip) && Boolean(tab.label?.trim()))
      .map((tab) => ({ id: tab.id, label: tab.label!.trim(), content: richTextView(tab.content) }));
    return tabs.length ? { id: item.id, title: item.title ?? null, tabs } : null;
  },
});
