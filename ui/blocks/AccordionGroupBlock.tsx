import { Heading, Stack } from 'braid-design-system';

import * as styles from './AccordionGroupBlock.css';
import { RichTextPlain } from './RichTextPlain';
import type { RichTextModel } from './types';

export interface AccordionGroupBlockProps {
  title: string | null;
  accordions: { id: string; label: string; content: RichTextModel | null }[];
}

/** Questions and answers as native disclosures: keyboard and screen readers work without script. */
export function AccordionGroupBlock({ title, accordions }: AccordionGroupBlockProps) {
  return (
    <Stack space="medium">
      {title ? <Heading level="2">{title}</Heading> : null}
      <div className={styles.list}>
        {accordions.map((accordion) => (
          <details key={accordion.id} className={styles.item}>
            <summary className={styles.summary}>
              {accordion.label}
              <span className={styles.marker} aria-hidden="true">
                ▼
              </span>
            </summary>
            <div className={styles.body}>
              <RichTextPlain content={accordion.content} tone="secondary" />
            </div>
          </details>
        ))}
      </div>
    </Stack>
  );
}
