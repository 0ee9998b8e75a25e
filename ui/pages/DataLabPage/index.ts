export { DataLabPage } from './DataLabPage';
export type * from './types';
