export { enhanceCmsForm as enhance } from './enhance';
export type { CmsFormProps } from './CmsForm';
