/**
 * EmbeddedItem (spec §2 blocks): a CMS form (webForm, contentForm), an HTML snippet (codeSnippet, sanitised
 * when rendered) or a tool's frame (bugBountyForm, interviewBuilder, profileVisibilityCards, jobAdFeatureChart).
 */
import * as v from 'valibot';

import { formSchema, formView, type FormView } from '../form';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

export interface EmbeddedItemView {
  id: string;
  /** webForm, contentForm, codeSnippet, bugBountyForm, interviewBuilder, profileVisibilityCards, jobAdFeatureChart. */
  kind: string;
  title: string | null;
  description: RichTextContent | null;
  /** Code snippets: the CMS's HTML, sanitised when rendered. */
  html: string | null;
  form: FormView | null;
}

export const embeddedItem = blockType({
  typename: 'EmbeddedItem',
  fields: /* GraphQL */ `
      kind
      title
      html
      description {
        ...RichTextFields
      }
      form {
        ...FormFields
      }`,
  entries: {
    kind: v.nullish(v.string()),
    title: v.nullish(v.string()),
    html: v.nullish(v.string()),
    description: v.nullish(richTextSchema),
    form: v.nullish(formSchema),
  },
  // An item without a kind has nothing to show.
  view: (item, scope): EmbeddedItemView | null => {
    if (!item.kind) return null;
    return {
      id: item.id,
      kind: item.kind,
      title: item.title ?? null,
      description: richTextView(item.description),
      html: item.html ?? null,
      form: item.form ? formView(item.form, scope) : null,
    };
  },
});
