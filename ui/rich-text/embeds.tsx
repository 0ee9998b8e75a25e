import { TextLink } from 'braid-design-system';
import type { ReactNode } from 'react';

import { useTranslations } from '../i18n';
import translations from '../i18n/article.vocab';

import * as styles from './RichText.css';
import type { ElementNode, RenderContext, RichTextReference } from './types';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const size = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

export interface MediaProps {
  kind: 'video' | 'audio';
  url: string;
  fileName: string;
  width?: number;
  height?: number;
}

/** A video or audio file with a download link for browsers that cannot play it (spec §8). */
export function Media({ kind, url, fileName, width, height }: MediaProps) {
  const { t } = useTranslations(translations);
  const fallback = (
    <TextLink href={url} download={fileName}>
      {t('Download {name}', { name: fileName })}
    </TextLink>
  );
  return kind === 'video' ? (
    <video className={styles.media} controls preload="metadata" src={url} width={width} height={height}>
      {fallback}
    </video>
  ) : (
    <audio controls preload="metadata" src={url}>
      {fallback}
    </audio>
  );
}

/** An image, video or audio asset by its mime type; anything else is warned about and left out. */
export function renderAsset(asset: RichTextReference): ReactNode {
  const url = text(asset.url);
  const mimeType = text(asset.mimeType);
  if (!url || !mimeType) {
    console.warn(`Rich text: embedded asset ${String(asset.id)} has no ${url ? 'mime type' : 'url'}`);
    return null;
  }
  const fileName = text(asset.fileName) ?? url.split('/').pop() ?? url;
  const [width, height] = [size(asset.width), size(asset.height)];
  if (mimeType.startsWith('image/')) {
    const alt = text(asset.alt) ?? '';
    return <img className={styles.media} src={url} alt={alt} width={width} height={height} loading="lazy" />;
  }
  if (mimeType.startsWith('video/'))
    return <Media kind="video" url={url} fileName={fileName} width={width} height={height} />;
  if (mimeType.startsWith('audio/')) return <Media kind="audio" url={url} fileName={fileName} />;
  console.warn(`Rich text: unsupported asset mime type "${mimeType}"`);
  return null;
}

/** An `embed` node: an asset by mime type, or an entry handed to the page's embed renderer. */
export function renderEmbed(node: ElementNode, ctx: RenderContext): ReactNode {
  const id = text(node.nodeId);
  if (!id) {
    console.warn('Rich text: an embed has no id');
    return null;
  }
  const reference = ctx.references.get(id);
  if (!reference) {
    console.warn(`Rich text: no data for embedded ${String(node.nodeType ?? 'entry')} ${id}`);
    return null;
  }
  if (reference.__typename === 'Asset') return renderAsset(reference);
  const rendered = ctx.renderEmbed?.(reference, node.isInline === true);
  if (rendered === undefined) {
    console.warn(`Rich text: no renderer for embedded ${String(reference.__typename)} ${id}`);
    return null;
  }
  return rendered;
}

/** A Hygraph `image` node (an image placed in the editor rather than embedded as an asset). */
export function renderImageNode(node: ElementNode): ReactNode {
  const src = text(node.src);
  if (!src) {
    console.warn('Rich text: an image has no src');
    return null;
  }
  const alt = text(node.altText) ?? text(node.title) ?? '';
  return (
    <img
      className={styles.media}
      src={src}
      alt={alt}
      width={size(node.width)}
      height={size(node.height)}
      loading="lazy"
    />
  );
}

/** A Hygraph `video` node. */
export function renderVideoNode(node: ElementNode): ReactNode {
  const src = text(node.src);
  if (!src) {
    console.warn('Rich text: a video has no src');
    return null;
  }
  const fileName = text(node.title) ?? src.split('/').pop() ?? src;
  return (
    <Media kind="video" url={src} fileName={fileName} width={size(node.width)} height={size(node.height)} />
  );
}
