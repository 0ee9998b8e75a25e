/** KeySteps (spec §2 "Other screens"): numbered steps in a tinted panel beside an image. */
import * as v from 'valibot';

import { assetSchema, imageView, inlineImageSize, type ImageView } from '../image';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

export interface KeyStepView {
  id: string;
  heading: string;
  description: RichTextContent | null;
}

export interface KeyStepsView {
  id: string;
  title: string | null;
  /** 'brand' tints the panel with the brand accent; anything else is neutral. */
  tone: string | null;
  image: ImageView | null;
  steps: KeyStepView[];
}

export const keySteps = blockType({
  typename: 'KeySteps',
  fields: /* GraphQL */ `
      title
      tone
      image {
        ...AssetFields
      }
      steps {
        id
        heading
        description {
          ...RichTextFields
        }
      }`,
  entries: {
    title: v.nullish(v.string()),
    tone: v.nullish(v.string()),
    image: v.nullish(assetSchema),
    steps: v.array(
      v.object({ id: v.string(), heading: v.nullish(v.string()), description: v.nullish(richTextSchema) }),
    ),
  },
  view: (item): KeyStepsView | null => {
    const steps = item.steps
      .filter((step) => step.heading)
      .map((step) => ({
        id: step.id,
        heading: step.heading ?? '',
        description: richTextView(step.description),
      }));
    if (steps.length === 0) return null;
    return {
      id: item.id,
      title: item.title ?? null,
      tone: item.tone ?? null,
      image: imageView(item.image, inlineImageSize(item.image)),
      steps,
    };
  },
});
