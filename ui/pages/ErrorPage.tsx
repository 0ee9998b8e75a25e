import { Heading, Stack, Text, TextLink } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';
import { ROUTE_ERROR_ATTR } from '../monitoring/constants';

export interface ErrorPageProps {
  /** The status the page answered with (500, 502, 503). */
  status: number;
  message: string;
  homeHref: string;
}

/**
 * The route error screen: 'Oops!' and the error as text, never a stack (spec §8). Its marker tells browser
 * monitoring, once loaded, to report the screen (ui/monitoring).
 */
export function ErrorPage({ status, message, homeHref }: ErrorPageProps) {
  const { t } = useTranslations(translations);
  return (
    <div {...{ [ROUTE_ERROR_ATTR]: `${status} ${message}` }}>
      <Stack space="large">
        <Heading level="1">{t('Oops!')}</Heading>
        <Text>{message}</Text>
        <Text>
          <TextLink href={homeHref}>{t('Go to the home page')}</TextLink>
        </Text>
      </Stack>
    </div>
  );
}
