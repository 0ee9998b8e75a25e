export { PreviewListPage } from './PreviewListPage';
export { headingKey } from './wording';
