export { CmsForm as default } from './CmsForm';
export type { CmsFormProps } from './CmsForm';
