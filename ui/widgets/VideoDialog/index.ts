import { translated } from '../../islands/translated';

import { VideoDialog } from './VideoDialog';

export default translated(VideoDialog);
export type { DialogVideo, VideoDialogProps } from './VideoDialog';
