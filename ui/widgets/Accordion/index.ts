export { Accordion as default } from './Accordion';
export type { AccordionItem, AccordionProps } from './Accordion';
