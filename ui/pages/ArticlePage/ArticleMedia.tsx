import { Text, TextLink } from 'braid-design-system';

import type { ArticleView } from '../../../model/article';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/article.vocab';

import * as styles from './ArticlePage.css';
import { embeddableVideoUrl } from './video-embed';

/** A responsive 16:9 player for an embeddable video; any other video address is offered as a link. */
export function VideoPlayer({ mediaUrl, title }: { mediaUrl: string; title: string }) {
  const { t } = useTranslations(translations);
  const src = embeddableVideoUrl(mediaUrl);
  if (!src) {
    return /^https?:\/\//.test(mediaUrl) ? (
      <Text>
        <TextLink href={mediaUrl} target="_blank" rel="noopener noreferrer">
          {t('Watch the video')}
        </TextLink>
      </Text>
    ) : null;
  }
  return (
    <div className={styles.videoFrame}>
      <iframe
        className={styles.fill}
        src={src}
        title={t('Video: {title}', { title })}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
}

/** The video of a Video article with a media address, else the feature image (spec §2). */
export function ArticleMedia({ article }: { article: ArticleView }) {
  if (article.articleType === 'Video' && article.mediaUrl) {
    return <VideoPlayer mediaUrl={article.mediaUrl} title={article.title} />;
  }
  const image = article.featureImage;
  if (!image) return null;
  return (
    <img
      className={styles.hero}
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      fetchPriority="high"
    />
  );
}
