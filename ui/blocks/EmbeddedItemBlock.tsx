import { Box, Heading, Stack, Text } from 'braid-design-system';

import type { EmbeddedItemView } from '../../model/blocks/embedded-item';
import formTranslations from '../forms/forms.vocab';
import { useTranslations } from '../i18n';

import translations from './blocks.vocab';
import { FormBlock } from './FormBlock';
import { CodeSnippet, WidgetFrame } from './frames';
import { InterviewBuilderBlock } from './InterviewBuilderBlock';
import { JobAdFeatureChart } from './JobAdFeatureChart';
import { ProfileVisibilityCards } from './ProfileVisibilityCards';
import { Rich } from './Rich';

const defaultTitles = {
  bugBountyForm: 'Report a security issue',
  interviewBuilder: 'Build your interview questions',
  profileVisibilityCards: 'Who can see your profile',
  jobAdFeatureChart: 'Compare job ad features',
} as const;

const formKinds = new Set(['webForm', 'contentForm', 'bugBountyForm']);

/** A form item whose form is missing: its title and spec §8's note, never a blank. */
function UnpublishedForm({ item, title }: { item: EmbeddedItemView; title: string }) {
  const { t } = useTranslations(formTranslations);
  return (
    <Box component="section" aria-label={title} data={{ widget: item.kind }}>
      <Stack space="medium">
        <Heading level="2">{title}</Heading>
        <Rich content={item.description} />
        <Text tone="secondary">{t("If you're seeing this, the form might not be published")}</Text>
      </Stack>
    </Box>
  );
}

/**
 * The embedded items of spec §2: forms (the bug-bounty form too) go to the forms island, snippets through the
 * sanitiser, and the employer and candidate tools to their own renderers.
 */
export function EmbeddedItemBlock({ item }: { item: EmbeddedItemView }) {
  const { t } = useTranslations(translations);
  if (formKinds.has(item.kind) && item.form)
    return <FormBlock form={item.form} title={item.title} description={item.description} />;
  if (item.kind === 'codeSnippet' && item.html) return <CodeSnippet title={item.title} html={item.html} />;
  const fallback = defaultTitles[item.kind as keyof typeof defaultTitles];
  const title = item.title || (fallback ? t(fallback) : t('Form'));
  switch (item.kind) {
    case 'interviewBuilder':
      return <InterviewBuilderBlock item={item} title={title} />;
    case 'jobAdFeatureChart':
      return <JobAdFeatureChart widget={item.kind} title={title} description={item.description} />;
    case 'profileVisibilityCards':
      return <ProfileVisibilityCards widget={item.kind} title={title} description={item.description} />;
    case 'bugBountyForm':
    case 'webForm':
    case 'contentForm':
      return <UnpublishedForm item={item} title={title} />;
    default:
      return <WidgetFrame widget={item.kind} title={title} description={item.description} />;
  }
}
