export { DocumentList as default } from './DocumentList';
export type { DocumentListProps } from './DocumentList';
