import * as styles from './insights.css';

/**
 * An insights table made as markup (rows-html.ts) inside its scroll area: a region named by the table's caption
 * that keyboard users can focus and scroll.
 */
export function TableRegion({ caption, html }: { caption: string; html: string }) {
  return (
    <div
      className={styles.scroll}
      role="region"
      aria-label={caption}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
