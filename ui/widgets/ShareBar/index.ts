export { ShareBar as default } from './ShareBar';
export type { ShareBarProps } from './ShareBar';
