import { Box, ContentBlock, Divider, Heading, Stack, Text } from 'braid-design-system';

import type { ArticleReference } from '../../../model/article-embeds';
import { articleEmbedRenderer } from '../../blocks/article-embeds';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { TextIn, useLanguage, useTextLang } from '../../i18n';
import { Island } from '../../islands/Island';
import { KeptPart } from '../../layout/prerendered';
import { RichText, type EmbedRenderer } from '../../rich-text';
import { shareBarTexts } from '../../widgets/ShareBar/texts';

import { AdditionalContent, ContactUs, SubscriptionForm } from './ArticleExtras';
import { ArticleMedia } from './ArticleMedia';
import { ArticleMeta, Byline } from './ArticleMeta';
import { NotSupported } from './NotSupported';
import { PodcastDetails } from './PodcastDetails';
import { PreviewNotice } from './PreviewNotice';
import type { ArticlePageProps } from './types';

/** Spec §2: the share bar is repeated after the content when the body has more than 3 blocks. */
export const REPEAT_SHARE_AFTER_BLOCKS = 3;

// Embedded blocks the block renderers know; in development the others are named where they would be.
function embedRenderer(references: readonly ArticleReference[], development: boolean): EmbedRenderer {
  const known = articleEmbedRenderer(references);
  return (reference, inline) =>
    known(reference, inline) ??
    (development ? <NotSupported name={String(reference.__typename)} /> : undefined);
}

/** The article page (spec §2 "Article page"), from the article's view model. */
export function ArticlePage({
  article,
  breadcrumbs,
  shareUrl,
  preview = false,
  development = false,
  keeper,
}: ArticlePageProps) {
  const texts = shareBarTexts(useLanguage().language);
  // A fallback article (no version in the page's language) is in its own language inside the page's.
  const lang = useTextLang(article.language);
  const share = (
    <Island name="ShareBar" props={{ url: shareUrl, title: article.title, texts }} hydrate="idle" />
  );
  const blocks = article.content.raw.children.length;
  const showForm = article.formData !== null && !article.hideEmbeddedFormInSection;
  // The whole article is a function of these props (and the page's language and providers): kept as HTML
  // for the next reader of the same article (worker/render/part-markup.tsx).
  return (
    <KeptPart keeper={keeper} deps={[article, breadcrumbs, shareUrl, preview, development]}>
      <ContentBlock width="medium">
        <Box component="article">
          <Stack space="large">
            <Breadcrumbs items={breadcrumbs} />
            {preview ? <PreviewNotice /> : null}
            <ArticleMedia article={article} />
            <Stack space="medium">
              <ArticleMeta article={article} />
              <Byline authors={article.authors} />
              <Heading level="1">
                <TextIn language={article.language}>{article.title}</TextIn>
              </Heading>
              {share}
            </Stack>
            {article.showExcerpt && article.excerpt ? (
              <Box lang={lang}>
                <Text size="large" tone="secondary">
                  {article.excerpt}
                </Text>
              </Box>
            ) : null}
            <Box lang={lang}>
              <RichText
                content={article.content.raw}
                references={article.content.references}
                renderEmbed={embedRenderer(article.content.references, development)}
                space="large"
              />
            </Box>
            {blocks > REPEAT_SHARE_AFTER_BLOCKS ? (
              <Stack space="medium">
                <Divider />
                {share}
              </Stack>
            ) : null}
            {article.articleType === 'Podcast' ? (
              <PodcastDetails title={article.title} mediaUrl={article.mediaUrl} podcast={article.podcast} />
            ) : null}
            <AdditionalContent content={article.additionalContent} development={development} />
            <ContactUs contactUs={article.contactUs} lang={lang} />
            {showForm && article.formData ? <SubscriptionForm form={article.formData} /> : null}
            {preview ? <PreviewNotice /> : null}
          </Stack>
        </Box>
      </ContentBlock>
    </KeptPart>
  );
}
