export { AccountHeader as default } from './AccountHeader';
export type { AccountHeaderProps } from './AccountHeader';
