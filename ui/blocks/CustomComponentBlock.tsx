import { Box, ButtonLink, Heading, Inline, Stack, Text } from 'braid-design-system';

import type { CustomComponentView } from '../../model/blocks/custom-component';
import { useLanguage, useTranslations } from '../i18n';
import { InsightsTool } from '../insights/InsightsTool';
import { SalaryDriversPromo } from '../insights/SalaryDriversPromo';
import { Island } from '../islands/Island';
import { SearchBoxIsland } from '../widgets/SearchBox/SearchBoxIsland';
import { shareBarTexts } from '../widgets/ShareBar/texts';

import translations from './blocks.vocab';

/**
 * A custom component of the CMS (spec §2): the search box island, the Data Lab embed (its landing form and a
 * link to the results of the site's country), the share bar island for the page, an insights tool or the
 * salary page's promo.
 */
export function CustomComponentBlock({ item }: { item: CustomComponentView }) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  switch (item.component) {
    case 'SearchBox':
      if (!item.search) return null;
      return (
        <Stack space="medium">
          {item.title ? <Heading level="2">{item.title}</Heading> : null}
          {item.text ? <Text tone="secondary">{item.text}</Text> : null}
          <SearchBoxIsland {...item.search} hydrate="visible" />
        </Stack>
      );
    case 'DataLabEmbed':
      return (
        <Box
          background="brandAccentSoft"
          borderRadius="xlarge"
          padding={{ mobile: 'gutter', tablet: 'large' }}
        >
          <Stack space="medium">
            <Heading level="2">{item.title || t('Talent Attraction Lab')}</Heading>
            <Text>
              {item.text ||
                t(
                  'Find out what candidates want from their next role, by industry, location and generation.',
                )}
            </Text>
            {item.dataLab ? <Island name="DataLabFilters" props={item.dataLab} hydrate="visible" /> : null}
            {item.href ? (
              <Inline space="small">
                {/* Beside the form's own Apply button, a quieter link (neutral keeps its contrast on the panel). */}
                <ButtonLink
                  href={item.href}
                  tone={item.dataLab ? 'neutral' : 'brandAccent'}
                  variant={item.dataLab ? 'ghost' : 'solid'}
                >
                  {t('Explore the Data Lab')}
                </ButtonLink>
              </Inline>
            ) : null}
          </Stack>
        </Box>
      );
    case 'SocialShare':
      if (!item.share) return null;
      return (
        <Stack space="medium">
          <Heading level="3">{item.title || t('Share this page')}</Heading>
          <Island name="ShareBar" props={{ ...item.share, texts: shareBarTexts(language) }} hydrate="idle" />
        </Stack>
      );
    case 'SalaryDriversPromo':
      return (
        <SalaryDriversPromo title={item.title} text={item.text} dataLab={item.dataLab} href={item.href} />
      );
    default:
      // The insights tools: nothing until the worker has read their figures (none for the country: nothing).
      return item.insights ? <InsightsTool view={item.insights} title={item.title} /> : null;
  }
}
