/** StepBlockGroup (spec §2 blocks): a title and numbered steps, each with a heading, text and image. */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from '../image';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

export interface StepView {
  id: string;
  heading: string;
  content: RichTextContent | null;
  /** Cropped to the card size. */
  image: ImageView | null;
}

export interface StepBlockGroupView {
  id: string;
  title: string | null;
  steps: StepView[];
}

export const stepBlockGroup = blockType({
  typename: 'StepBlockGroup',
  fields: /* GraphQL */ `
      title
      steps {
        id
        heading
        paragraph {
          ...RichTextFields
        }
        image {
          ...AssetFields
        }
      }`,
  entries: {
    title: v.nullish(v.string()),
    steps: v.array(
      v.object({
        id: v.string(),
        heading: v.nullish(v.string()),
        paragraph: v.nullish(richTextSchema),
        image: v.nullish(assetSchema),
      }),
    ),
  },
  view: (item): StepBlockGroupView | null => {
    const steps = item.steps
      .filter((step) => step.heading)
      .map((step) => ({
        id: step.id,
        heading: step.heading ?? '',
        content: richTextView(step.paragraph),
        image: imageView(step.image, imageSizes.card),
      }));
    return steps.length ? { id: item.id, title: item.title ?? null, steps } : null;
  },
});
