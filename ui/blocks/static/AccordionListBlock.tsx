import { Heading, Stack } from 'braid-design-system';

import { AccordionGroupBlock } from '../AccordionGroupBlock';
import type { AccordionModel } from '../block-models';

export interface AccordionListBlockProps {
  title: string | null;
  groups: { id: string; title: string | null; accordions: AccordionModel[] }[];
}

/** Several accordion groups under one title, each drawn as the accordion group block. */
export function AccordionListBlock({ title, groups }: AccordionListBlockProps) {
  return (
    <Stack space="xlarge">
      {title ? <Heading level="2">{title}</Heading> : null}
      {groups.map((group) => (
        <AccordionGroupBlock key={group.id} title={group.title} accordions={group.accordions} />
      ))}
    </Stack>
  );
}
