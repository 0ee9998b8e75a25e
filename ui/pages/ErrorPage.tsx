import { Heading, Stack, Text, TextLink } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

/** The route error screen: 'Oops!' and the error as text, never a stack (spec §8). */
export function ErrorPage({ message, homeHref }: { message: string; homeHref: string }) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="large">
      <Heading level="1">{t('Oops!')}</Heading>
      <Text>{message}</Text>
      <Text>
        <TextLink href={homeHref}>{t('Go to the home page')}</TextLink>
      </Text>
    </Stack>
  );
}
