export { NumericalCounter as default } from './NumericalCounter';
export type { NumericalCounterProps } from './NumericalCounter';
