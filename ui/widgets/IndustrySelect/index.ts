export { IndustrySelect as default } from './IndustrySelect';
export type { IndustrySelectProps } from './IndustrySelect';
