export { VideoFrame as default } from './VideoFrame';
export type { VideoFrameProps } from './VideoFrame';
