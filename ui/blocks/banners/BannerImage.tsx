import type { CSSProperties } from 'react';

import type { ImageView } from '../../../model/image';

import * as styles from './banners.css';
import { mobileBannerHeight } from './sizes';

/** Braid's tablet breakpoint: from there the banner image is a half-width column. */
const tablet = 740;
/** The widest that column gets: half of the 1280px content width less the gutters (24px) and the 64px gap. */
const widestColumn = (1280 - 2 * 24 - 64) / 2;
/** A phone's banner column: the screen less its gutters. */
const phoneColumn = '100vw - 48px';

/**
 * The `sizes` of a banner image: the width it is drawn at once `object-fit: cover` fills the frame, which for a
 * wide crop is set by the frame's height (300px on a phone, `height` from tablet up), not by its width. A phone
 * at 375px draws the 16:9 crop 534px wide, a 450px desktop banner 800px.
 */
export function bannerImageSizes(image: ImageView, height: number): string {
  const ratio = image.width && image.height ? image.width / image.height : 16 / 9;
  const fill = (frameHeight: number) => Math.ceil(frameHeight * ratio);
  return [
    `(min-width: ${tablet}px) ${Math.max(fill(height), widestColumn)}px`,
    `max(${fill(mobileBannerHeight)}px, ${phoneColumn})`,
  ].join(', ');
}

/**
 * A banner image filling a frame of a fixed height: 300px on mobile, `height` from tablet up (spec §9). It is at
 * the top of the page, often its largest paint: fetched first (fetchpriority high, never lazy), and from its
 * srcset at the size the screen draws it.
 */
export function BannerImage({ image, height }: { image: ImageView; height: number }) {
  return (
    <div
      className={styles.imageFrame}
      data-height={height}
      style={{ [styles.heightProperty]: `${height}px` } as CSSProperties}
    >
      <img
        className={styles.coverImage}
        src={image.url}
        srcSet={image.srcSet}
        sizes={image.srcSet ? bannerImageSizes(image, height) : undefined}
        alt={image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        fetchPriority="high"
      />
    </div>
  );
}
