import { Box, Heading, List, Stack, Text } from 'braid-design-system';

import type { EmbeddedItemView } from '../../model/blocks/embedded-item';
import { withoutScriptOnly, withScriptOnly } from '../components/script-media.css';
import { useLanguage, useTranslations } from '../i18n';
import { Island } from '../islands/Island';
import builderTexts from '../widgets/InterviewBuilder/builder.vocab';
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

/**
 * Where no script runs the builder cannot keep a list: it says so, and lists every question by category, to
 * read and copy.
 */
function QuestionsWithoutScript({ categories }: { categories: BuilderCategory[] }) {
  const { t } = useTranslations(builderTexts);
  return (
    <Box className={withoutScriptOnly}>
      <Stack space="large">
        <Text>
          {t(
            'The builder needs JavaScript: turn it on to choose, order and download your questions. Every question is listed here.',
          )}
        </Text>
        {categories.map((category) => (
          <Stack key={category.key} space="medium">
            <Heading level="3">{category.name}</Heading>
            <List type="number">
              {category.questions.map((question) => (
                <Text key={question.id}>{question.text}</Text>
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The interview builder embedded item (spec §2): its title and description, then the builder island (or, where
 * no script runs, its questions).
 */
export function InterviewBuilderBlock({ item, title }: { item: EmbeddedItemView; title: string }) {
  const { language } = useLanguage();
  const categories = useBuiltInCategories();
  return (
    <Box component="section" aria-label={title} data={{ widget: item.kind }}>
      <Stack space="large">
        <Heading level="2">{title}</Heading>
        <Rich content={item.description} />
        <div>
          <QuestionsWithoutScript categories={categories} />
          <Box className={withScriptOnly}>
            <Island
              name="InterviewBuilder"
              props={{ categories, storageKey: `interview-builder:${language}` }}
              hydrate="visible"
            />
          </Box>
        </div>
      </Stack>
    </Box>
  );
}
