export { enhanceAccountHeader as enhance } from './enhance';
export type { AccountHeaderProps } from './AccountHeader';
