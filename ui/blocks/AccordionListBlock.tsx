import { Heading, Stack } from 'braid-design-system';

import type { AccordionListView } from '../../model/blocks/accordion-list';

import { AccordionGroupBlock } from './AccordionGroupBlock';

/** Several accordion groups under one title, each drawn as the accordion group block. */
export function AccordionListBlock({ list: { title, groups } }: { list: AccordionListView }) {
  return (
    <Stack space="xlarge">
      {title ? <Heading level="2">{title}</Heading> : null}
      {groups.map((group) => (
        <AccordionGroupBlock key={group.id} title={group.title} accordions={group.accordions} />
      ))}
    </Stack>
  );
}
