import { Box, Heading, Stack, Text } from 'braid-design-system';
import type { ReactNode } from 'react';

import type { RichTextContent } from '../../model/rich-text';
import { useTranslations } from '../i18n';
import { sanitiseHtml } from '../rich-text';

import * as styles from './blocks.css';
import translations from './blocks.vocab';
import { Rich } from './Rich';

/**
 * The frame of an interactive tool whose widget is not built yet: its title, description and a short note,
 * marked `data-widget` so the widget can take the frame over; never a silent blank.
 */
export function WidgetFrame({
  widget,
  title,
  description,
  data,
}: {
  widget: string;
  title: string;
  description?: RichTextContent | null;
  data?: Record<string, string>;
}) {
  const { t } = useTranslations(translations);
  return (
    <Box
      component="section"
      aria-label={title}
      className={styles.frame}
      borderRadius="large"
      padding="gutter"
      data={{ widget, ...data }}
    >
      <Stack space="medium">
        <Heading level="3">{title}</Heading>
        <Rich content={description ?? null} />
        <Text tone="secondary">{t('This tool is coming soon. Please check back later.')}</Text>
      </Stack>
    </Box>
  );
}

/** An embedded HTML snippet, through the sanitiser (no script, iframe, object, embed, form or on* handlers). */
export function CodeSnippet({ title, html }: { title: string | null; html: string }) {
  const clean = sanitiseHtml(html);
  const body: ReactNode = <div className={styles.snippet} dangerouslySetInnerHTML={{ __html: clean }} />;
  return title ? (
    <Stack space="medium">
      <Heading level="3">{title}</Heading>
      {body}
    </Stack>
  ) : (
    body
  );
}
