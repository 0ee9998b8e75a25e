// The section schema is model/section.ts; this re-export serves worker/content/pages (another slice) until it is merged.
export { sectionSchema } from '../../../model/section';
