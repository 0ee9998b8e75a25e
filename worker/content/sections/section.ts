// The section view is model/section.ts; this re-export serves worker/content/pages (another slice) until it is merged.
export { sectionView, type SectionView } from '../../../model/section';
