import { Box, Stack, Text } from 'braid-design-system';

import type { AuthorView } from '../../../model/author';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';
import { Island } from '../../islands/Island';
import { RichText } from '../../rich-text';

import { Avatar } from './Avatar';

/** The author's details: avatar, name, role and description, the paragraphs after the first behind a toggle. */
export function AuthorPanel({ author }: { author: AuthorView }) {
  const { t } = useTranslations(translations);
  const { description } = author;
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
          {author.roleTitle ? <Text tone="secondary">{author.roleTitle}</Text> : null}
        </Stack>
        {description ? (
          <Stack space="medium">
            <RichText content={description.first} />
            {description.rest ? (
              <>
                <div id={restId} hidden>
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
