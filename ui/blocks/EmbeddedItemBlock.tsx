import type { EmbeddedItemView } from '../../model/blocks/embedded-item';
import { useTranslations } from '../i18n';

import translations from './blocks.vocab';
import { FormBlock } from './FormBlock';
import { CodeSnippet, WidgetFrame } from './frames';

const defaultTitles = {
  bugBountyForm: 'Report a security issue',
  interviewBuilder: 'Build your interview questions',
  profileVisibilityCards: 'Who can see your profile',
  jobAdFeatureChart: 'Compare job ad features',
} as const;

/** The embedded items of spec §2: forms go to the forms island, snippets through the sanitiser, tools to a frame. */
export function EmbeddedItemBlock({ item }: { item: EmbeddedItemView }) {
  const { t } = useTranslations(translations);
  if ((item.kind === 'webForm' || item.kind === 'contentForm') && item.form)
    return <FormBlock form={item.form} title={item.title} description={item.description} />;
  if (item.kind === 'codeSnippet' && item.html) return <CodeSnippet title={item.title} html={item.html} />;
  const fallback = defaultTitles[item.kind as keyof typeof defaultTitles];
  return (
    <WidgetFrame
      widget={item.kind}
      title={item.title || (fallback ? t(fallback) : t('Form'))}
      description={item.description}
    />
  );
}
