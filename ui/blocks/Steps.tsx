import { Box, Column, Columns, Heading, Stack, Text } from 'braid-design-system';

import type { KeyStepsView } from '../../model/blocks/key-steps';
import type { StepBlockGroupView, StepView } from '../../model/blocks/step-block-group';
import { useTranslations } from '../i18n';

import { BlockImage } from './BlockImage';
import * as styles from './blocks.css';
import translations from './blocks.vocab';
import { Rich } from './Rich';

/** A numbered step: a step block group's, or a key step (which has no image). */
type NumberedStep = Omit<StepView, 'image'> & { image?: StepView['image'] };

/** Numbered steps as an ordered list: the number in a circle, then the step's heading and text. */
function StepList({ steps }: { steps: NumberedStep[] }) {
  const { t } = useTranslations(translations);
  return (
    <ol className={styles.plainList}>
      {steps.map((step, i) => (
        <li key={step.id}>
          <Box paddingBottom="large">
            <Columns space="medium">
              <Column width="content">
                <Box
                  className={styles.stepNumber}
                  background="brandAccent"
                  borderRadius="full"
                  aria-hidden="true"
                >
                  <Text weight="strong" tone="neutral" align="center">
                    {i + 1}
                  </Text>
                </Box>
              </Column>
              <Column>
                <Stack space="small">
                  <Heading level="3">
                    <span className={styles.visuallyHidden}>
                      {t('Step {number}', { number: String(i + 1) })}:{' '}
                    </span>
                    {step.heading}
                  </Heading>
                  <Rich content={step.content} />
                  {step.image ? <BlockImage image={step.image} /> : null}
                </Stack>
              </Column>
            </Columns>
          </Box>
        </li>
      ))}
    </ol>
  );
}

/** A step block group: a title and numbered steps. */
export function StepBlockGroup({ group: { title, steps } }: { group: StepBlockGroupView }) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <StepList steps={steps} />
    </Stack>
  );
}

/** Key steps (spec §2 "Other screens"): a tinted panel with the steps beside an image. */
export function KeySteps({ keySteps: { title, tone, image, steps } }: { keySteps: KeyStepsView }) {
  return (
    <Box
      background={tone === 'brand' ? 'brandAccentSoft' : 'neutralLight'}
      borderRadius="xlarge"
      padding={{ mobile: 'gutter', tablet: 'large' }}
    >
      <Columns space="xlarge" collapseBelow="desktop" alignY="center">
        <Column>
          <Stack space="large">
            {title ? <Heading level="2">{title}</Heading> : null}
            <StepList
              steps={steps.map((step) => ({ id: step.id, heading: step.heading, content: step.description }))}
            />
          </Stack>
        </Column>
        {image ? (
          <Column width="2/5">
            <BlockImage image={image} />
          </Column>
        ) : null}
      </Columns>
    </Box>
  );
}
