import { Box, Heading, Stack } from 'braid-design-system';

import type { EmbeddedItemView } from '../../model/blocks/embedded-item';
import { useLanguage, useTranslations } from '../i18n';
import { Island } from '../islands/Island';
import type { BuilderCategory } from '../widgets/InterviewBuilder/InterviewBuilder';

import questions from './interview-questions.vocab';
import { Rich } from './Rich';

/** Spec §3: the four built-in categories hold 12, 12, 7 and 7 questions, in this order. */
export const builtInCategories = [
  ['motivation', 12],
  ['behavioural', 12],
  ['situational', 7],
  ['skillsBased', 7],
] as const;

type QuestionKey = Parameters<ReturnType<typeof useQuestions>['t']>[0];
const useQuestions = () => useTranslations(questions);

/** The built-in categories in the page's language, each question with a stable id ('motivation-3'). */
export function useBuiltInCategories(): BuilderCategory[] {
  const { t } = useQuestions();
  return builtInCategories.map(([key, count]) => ({
    key,
    name: t(`${key}.name` as QuestionKey),
    description: t(`${key}.description` as QuestionKey),
    questions: Array.from({ length: count }, (_, i) => ({
      id: `${key}-${i + 1}`,
      text: t(`${key}.${i + 1}` as QuestionKey),
    })),
  }));
}

/** The interview builder embedded item (spec §2): its title and description, then the builder island. */
export function InterviewBuilderBlock({ item, title }: { item: EmbeddedItemView; title: string }) {
  const { language } = useLanguage();
  const categories = useBuiltInCategories();
  return (
    <Box component="section" aria-label={title} data={{ widget: item.kind }}>
      <Stack space="large">
        <Heading level="2">{title}</Heading>
        <Rich content={item.description} />
        <Island
          name="InterviewBuilder"
          props={{ categories, storageKey: `interview-builder:${language}` }}
          hydrate="visible"
        />
      </Stack>
    </Box>
  );
}
