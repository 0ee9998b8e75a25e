export { DataLabShare as default } from './DataLabShare';
export type { DataLabShareProps } from './DataLabShare';
