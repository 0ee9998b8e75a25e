import type { EnhanceIsland } from '../../islands/plain-island';
import { toggleDisclosure } from '../../kit/disclosure';

import type { ReadMoreProps } from './ReadMore';

/**
 * The toggle's behaviour on its server markup (no React): a click shows or hides the text it controls, and the
 * button says so (aria-expanded, its label in the page's language from its `data-more`/`data-less`, its chevron).
 */
export const enhanceReadMore: EnhanceIsland<ReadMoreProps> = (marker) => {
  const button = marker.querySelector<HTMLButtonElement>('button[aria-controls]');
  const label = button?.firstChild;
  if (!button || !label) return;
  button.addEventListener('click', () => {
    const open = toggleDisclosure(button);
    label.textContent = (open ? button.dataset.less : button.dataset.more) ?? label.textContent;
  });
};
