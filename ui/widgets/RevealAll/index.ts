export { RevealAll as default } from './RevealAll';
export type { RevealAllProps } from './RevealAll';
