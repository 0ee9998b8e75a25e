export { enhanceShareBar as enhance } from './enhance';
export type { ShareBarProps } from './ShareBar';
