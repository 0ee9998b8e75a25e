import type { ImageView } from '../../model/image';

import * as styles from './BlockImage.css';

/** A CMS image in a block: full width of its column, lazily loaded. */
export function BlockImage({ image, className }: { image: ImageView; className?: string }) {
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
    />
  );
}
