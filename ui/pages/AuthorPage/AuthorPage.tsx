import { Column, Columns, Heading, Stack } from 'braid-design-system';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';
import { KeptPart } from '../../layout/prerendered';

import { AuthorArticles } from './AuthorArticles';
import { AuthorPanel } from './AuthorPanel';
import type { AuthorPageProps } from './types';

/** The author page (spec §2 "Author page"): 'Articles by' and the name, the author's panel, their articles. */
export function AuthorPage({ keeper, ...props }: AuthorPageProps) {
  const { author, articles, basePath } = props;
  const { t } = useTranslations(translations);
  // A function of its props (and the page's language and providers): kept as HTML for the next reader of
  // the same page (worker/render/part-markup.tsx).
  return (
    <KeptPart keeper={keeper} deps={props}>
      <Stack space="xlarge">
        <Heading level="1">
          {t('Articles by')} {author.name}
        </Heading>
        <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop">
          <Column width="1/3">
            <AuthorPanel author={author} />
          </Column>
          <Column>
            <AuthorArticles articles={articles} basePath={basePath} />
          </Column>
        </Columns>
      </Stack>
    </KeptPart>
  );
}
