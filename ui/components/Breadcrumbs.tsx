import { Box, Text, TextLink } from 'braid-design-system';

import type { Language } from '../../model/locale';
import { TextIn, useTranslations } from '../i18n';
import translations from '../i18n/listing.vocab';

import * as styles from './Breadcrumbs.css';

export interface Crumb {
  text: string;
  /** null: not a link (the last item always renders unlinked). */
  href: string | null;
  /** The language of `text` when known (a category name read in another locale than the page's). */
  language?: Language;
}

/** A trail of places above the page; the last item is the current page, unlinked. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslations(translations);
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('Breadcrumb')}>
      {/* Text in each item, not around the list: Text is a span, which may not hold an ol. */}
      <Box component="ol" className={styles.crumbs}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.text}-${i}`}>
              <Text size="small" tone="secondary">
                <TextIn language={item.language}>
                  {item.href && !last ? (
                    <TextLink href={item.href} weight="weak">
                      {item.text}
                    </TextLink>
                  ) : (
                    <span aria-current={last ? 'page' : undefined}>{item.text}</span>
                  )}
                </TextIn>
                {last ? null : (
                  <span className={styles.separator} aria-hidden="true">
                    ›
                  </span>
                )}
              </Text>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
