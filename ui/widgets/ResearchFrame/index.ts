export { ResearchFrame as default } from './ResearchFrame';
export type { ResearchFrameProps } from './ResearchFrame';
