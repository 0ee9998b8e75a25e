import { Heading, Stack } from 'braid-design-system';

import type { AccordionGroupView } from '../../model/blocks/accordion-group';
import { Island } from '../islands/Island';

import { Rich } from './Rich';
import { SlotsProvider } from './ServerSlot';

export type AccordionGroupBlockProps = Pick<AccordionGroupView, 'title' | 'accordions'>;

/**
 * Questions and answers: header buttons that show and hide their answers, keyboard operable (WAI-ARIA
 * accordion). The answers are rendered here and kept as they are when the Accordion island wakes.
 */
export function AccordionGroupBlock({ title, accordions }: AccordionGroupBlockProps) {
  const slots = Object.fromEntries(
    accordions.map((accordion) => [accordion.id, <Rich key={accordion.id} content={accordion.content} />]),
  );
  return (
    <Stack space="medium">
      {title ? <Heading level="2">{title}</Heading> : null}
      <SlotsProvider slots={slots}>
        <Island
          name="Accordion"
          props={{ items: accordions.map(({ id, label }) => ({ id, label })) }}
          hydrate="visible"
        />
      </SlotsProvider>
    </Stack>
  );
}
