export { InterviewBuilder as default } from './InterviewBuilder';
export type { InterviewBuilderProps } from './InterviewBuilder';
