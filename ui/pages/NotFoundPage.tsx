import { Heading, Stack, Text, TextLink } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

/** 404: names the slug that was not found (spec §8). */
export function NotFoundPage({ slug, homeHref }: { slug: string; homeHref: string }) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="large">
      <Heading level="1">{t('Page not found')}</Heading>
      <Text>{t('We couldn’t find a page at {slug}.', { slug })}</Text>
      <Text>
        <TextLink href={homeHref}>{t('Go to the home page')}</TextLink>
      </Text>
    </Stack>
  );
}
