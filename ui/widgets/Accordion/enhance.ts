import type { EnhanceIsland } from '../../islands/plain-island';
import { toggleDisclosure } from '../../kit/disclosure';

import type { AccordionProps } from './Accordion';
import { nextHeader } from './header-keys';

/**
 * The accordion's behaviour on its server markup (no React): a header button shows or hides its answer and
 * turns its chevron; Up/Down/Home/End move focus between the headers.
 */
export const enhanceAccordion: EnhanceIsland<AccordionProps> = (marker) => {
  const buttons = [...marker.querySelectorAll<HTMLButtonElement>('h3 > button[aria-controls]')];
  buttons.forEach((button, index) => {
    button.addEventListener('click', () => toggleDisclosure(button));
    button.addEventListener('keydown', (event) => {
      const target = nextHeader(event.key, index, buttons.length);
      if (target === null) return;
      event.preventDefault();
      buttons[target]?.focus();
    });
  });
};
