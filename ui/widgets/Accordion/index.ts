export { enhanceAccordion as enhance } from './enhance';
export type { AccordionItem, AccordionProps } from './Accordion';
