import { Heading, Stack } from 'braid-design-system';

import type { TabGroupView } from '../../model/blocks/tab-group';
import { Island } from '../islands/Island';

import { Rich } from './Rich';
import { SlotsProvider } from './ServerSlot';

/** Tabs whose panels are the server's rich text. */
export function TabGroupBlock({ item }: { item: TabGroupView }) {
  const slots = Object.fromEntries(
    item.tabs.map((tab) => [tab.id, <Rich key={tab.id} content={tab.content} />]),
  );
  return (
    <Stack space="medium">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <SlotsProvider slots={slots}>
        <Island
          name="Tabs"
          props={{ label: item.title, tabs: item.tabs.map(({ id, label }) => ({ id, label })) }}
          hydrate="visible"
        />
      </SlotsProvider>
    </Stack>
  );
}
