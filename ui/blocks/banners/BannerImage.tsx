import type { CSSProperties } from 'react';

import type { ImageView } from '../../../model/image';

import * as styles from './banners.css';

/** A banner image filling a frame of a fixed height: 300px on mobile, `height` from tablet up (spec §9). */
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
        alt={image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        decoding="async"
      />
    </div>
  );
}
