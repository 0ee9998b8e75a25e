import { translated } from '../../islands/translated';

import { InterviewBuilder } from './InterviewBuilder';

export default translated(InterviewBuilder);
export type { InterviewBuilderProps } from './InterviewBuilder';
