import { translated } from '../../islands/translated';

import { VideoFrame } from './VideoFrame';

export default translated(VideoFrame);
export type { VideoFrameProps } from './VideoFrame';
