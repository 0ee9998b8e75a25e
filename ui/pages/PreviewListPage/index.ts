export { PreviewListPage } from './PreviewListPage';
export type { NoPreviewReason, PreviewListModel, PreviewRowModel } from './types';
export { headingKey } from './wording';
