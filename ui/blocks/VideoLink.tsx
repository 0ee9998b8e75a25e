import { Box, IconVideo, Text } from 'braid-design-system';

import type { InlineVideoView } from '../../model/blocks/inline-banner';
import type { ImageView } from '../../model/image';
import { useTranslations } from '../i18n';
import { isSafeUrl } from '../rich-text';

import { BlockImage } from './BlockImage';
import * as styles from './blocks.css';
import translations from './blocks.vocab';

/** The address that plays a CMS video: a YouTube watch page by id, or the Brightcove player link. */
export function videoWatchUrl(video: InlineVideoView): string | null {
  if (video.source === 'YouTube' && video.videoId && /^[\w-]{6,20}$/.test(video.videoId))
    return `https://www.youtube.com/watch?v=${video.videoId}`;
  const url = video.videoUrl;
  return url && /^https:\/\//.test(url) && isSafeUrl(url) ? url : null;
}

/** A banner's video as its poster (or a tinted frame) with a play mark, linking to where it plays. */
export function VideoLink({
  video,
  poster,
  title,
}: {
  video: InlineVideoView;
  poster: ImageView | null;
  title: string;
}) {
  const { t } = useTranslations(translations);
  const href = videoWatchUrl(video);
  const frame = (
    <Box position="relative">
      {poster ? <BlockImage image={{ ...poster, alt: '' }} /> : <div className={styles.videoPoster} />}
      <Box
        className={styles.playMark}
        background="surface"
        borderRadius="full"
        padding="small"
        boxShadow="medium"
      >
        <IconVideo tone="brandAccent" />
      </Box>
    </Box>
  );
  if (!href) return frame;
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      className={styles.videoLink}
    >
      {frame}
      <Box paddingTop="small">
        <Text weight="medium" tone="link">
          {t('Watch the video')}
          {title ? <span className={styles.visuallyHidden}>: {title}</span> : null}
        </Text>
      </Box>
    </Box>
  );
}
