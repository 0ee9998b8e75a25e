import { Box, Stack, Text } from 'braid-design-system';

import type { AuthorView } from '../../../model/author';
import { shownWithoutScript } from '../../components/script-media.css';
import { TextIn, useTextLang, useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';
import { Island } from '../../islands/Island';
import { RichText } from '../../rich-text';

import { Avatar } from './Avatar';

/** The author's details: avatar, name, role and description, the paragraphs after the first behind a toggle. */
export function AuthorPanel({ author }: { author: AuthorView }) {
  const { t } = useTranslations(translations);
  const { description } = author;
  // The description is in the locale it was read in; the role title is not localised: it is in the CMS default
  // locale's language, English.
  const lang = useTextLang(author.language);
  const restId = 'author-description-more';
  return (
    <Box
      component="aside"
      aria-label={t('About the author')}
      background="surface"
      borderRadius="xlarge"
      boxShadow="borderNeutralLight"
      padding="large"
    >
      <Stack space="large">
        <Avatar author={author} />
        <Stack space="small">
          <Text size="large" weight="strong">
            {author.name}
          </Text>
          {author.roleTitle ? (
            <Text tone="secondary">
              <TextIn language="en">{author.roleTitle}</TextIn>
            </Text>
          ) : null}
        </Stack>
        {description ? (
          <Stack space="medium">
            <Box lang={lang}>
              <RichText content={description.first} />
            </Box>
            {description.rest ? (
              <>
                <div id={restId} lang={lang} className={shownWithoutScript} hidden>
                  <RichText content={description.rest} />
                </div>
                <Island name="ReadMore" props={{ controls: restId }} hydrate="idle" />
              </>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
