import { Box, Column, Columns, Heading, Stack, Text } from 'braid-design-system';

import type { ProfileBioView } from '../../model/blocks/profile-bio';
import { useTranslations } from '../i18n';

import * as styles from './blocks.css';
import translations from './blocks.vocab';
import { Rich } from './Rich';

/** A person's round 96px photo (spec §9), name, role and biography. */
export function ProfileBioBlock({ profile }: { profile: ProfileBioView }) {
  const { t } = useTranslations(translations);
  const { name, roleTitle, image, description } = profile;
  return (
    <Box component="section" aria-label={t('Profile of {name}', { name })}>
      <Columns space="large" collapseBelow="tablet">
        <Column width="content">
          {image ? (
            <img
              className={styles.avatar}
              src={image.url}
              alt={image.alt || name}
              width={96}
              height={96}
              loading="lazy"
            />
          ) : (
            <div className={styles.avatar} aria-hidden="true" />
          )}
        </Column>
        <Column>
          <Stack space="medium">
            <Heading level="3">{name}</Heading>
            {roleTitle ? <Text tone="secondary">{roleTitle}</Text> : null}
            <Rich content={description} />
          </Stack>
        </Column>
      </Columns>
    </Box>
  );
}
