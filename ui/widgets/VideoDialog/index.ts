export { VideoDialog as default } from './VideoDialog';
export type { DialogVideo, VideoDialogProps } from './VideoDialog';
