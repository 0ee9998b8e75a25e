import { Box, Inline, Text, TextLink } from 'braid-design-system';

import { intlLocale, useLanguage, useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

/** The entry a preview page shows, as the CMS's DRAFT stage has it. */
export interface PreviewedEntry {
  id: string;
  /** ISO time of its last change. */
  updatedAt: string;
  /** ISO time it was last published; null when it never was. */
  publishedAt: string | null;
}

export interface PreviewBarProps {
  /** Undefined when no read of the page said which entry it is. */
  entry?: PreviewedEntry;
  /** Leaves preview for this page as published (/preview/exit?path=…). */
  exitHref: string;
  /**
   * The page is framed by the CMS (its preview panel): "Exit preview" opens the published page in a tab of its
   * own, as the panel may frame previews only.
   */
  framed?: boolean;
}

/** Where a previewed entry stands: never published, changed since it was published, or as published. */
export function entryStatus(entry: PreviewedEntry): 'unpublished' | 'changed' | 'published' {
  if (!entry.publishedAt) return 'unpublished';
  return Date.parse(entry.updatedAt) > Date.parse(entry.publishedAt) + 1000 ? 'changed' : 'published';
}

function formatChange(iso: string, language: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  // UTC, said so: editors in every country read the same time as the CMS shows in its history.
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(time)} UTC`;
}

/**
 * The bar above a page showing drafts (spec §4 preview), in the page's language: that it is a preview, whether
 * the entry is a draft never published, a draft with unpublished changes, or as published, when it last
 * changed, and "Exit preview".
 */
export function PreviewBar({ entry, exitHref, framed = false }: PreviewBarProps) {
  const { t } = useTranslations(translations);
  const language = useLanguage().language;
  const status = entry ? entryStatus(entry) : undefined;
  const statusText = {
    unpublished: t('Draft: not published yet'),
    changed: t('Draft: changes not yet published'),
    published: t('Published: no changes since'),
  };
  const changed = entry ? formatChange(entry.updatedAt, language) : '';
  return (
    <Box
      component="aside"
      aria-label={t('Preview')}
      background="promoteLight"
      paddingX="gutter"
      paddingY="small"
    >
      <Inline space="medium" alignY="center">
        <Text weight="strong">{t('Preview')}</Text>
        {status ? <Text>{statusText[status]}</Text> : null}
        {changed ? <Text tone="secondary">{t('Last changed {date}', { date: changed })}</Text> : null}
        <Text>
          <TextLink href={exitHref} {...(framed ? { target: '_blank', rel: 'noopener' } : {})}>
            {t('Exit preview')}
          </TextLink>
        </Text>
      </Inline>
    </Box>
  );
}
