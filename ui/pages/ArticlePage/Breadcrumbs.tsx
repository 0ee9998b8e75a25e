import { Box, Text, TextLink } from 'braid-design-system';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/article.vocab';

import * as styles from './ArticlePage.css';
import type { Crumb } from './types';

/** The article's trail: parent section, section, category; the last item is the current place, unlinked. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslations(translations);
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('Breadcrumb')}>
      <Text size="small" tone="secondary">
        <Box component="ol" className={styles.crumbs}>
          {items.map((item, i) => {
            const last = i === items.length - 1;
            return (
              <li key={`${item.text}-${i}`}>
                {item.href && !last ? (
                  <TextLink href={item.href} weight="weak">
                    {item.text}
                  </TextLink>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{item.text}</span>
                )}
                {last ? null : (
                  <span className={styles.separator} aria-hidden="true">
                    ›
                  </span>
                )}
              </li>
            );
          })}
        </Box>
      </Text>
    </Box>
  );
}
