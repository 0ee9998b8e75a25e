import type { InsightsToolView } from '../../model/insights/views';
import type { RichTextContent } from '../../model/rich-text';
import type { EmbedRenderer, RichTextReference } from '../rich-text';

import { AccordionGroupBlock } from './AccordionGroupBlock';
import { ArticleEmbed } from './ArticleEmbed';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function accordions(reference: RichTextReference) {
  const list = Array.isArray(reference.accordions) ? reference.accordions : [];
  return list.filter(isObject).map((accordion, i) => ({
    id: str(accordion.id) || String(i),
    label: str(accordion.label),
    content: isObject(accordion.content)
      ? ({ raw: accordion.content.raw, text: str(accordion.content.text) } as RichTextContent)
      : null,
  }));
}

/**
 * Renders the entries an article's body embeds (spec §2): accordion groups as the accordion block, custom
 * content by its title (a widget frame, or '--' for an unknown title). Anything else is left to the rich
 * text's warning.
 */
export function articleEmbedRenderer(additionalData: unknown): EmbedRenderer {
  const extra = isObject(additionalData) ? additionalData : null;
  return (reference) => {
    switch (reference.__typename) {
      case 'AccordionGroup':
        return (
          <AccordionGroupBlock title={str(reference.title) || null} accordions={accordions(reference)} />
        );
      case 'CustomContent':
        return (
          <ArticleEmbed
            title={str(reference.title)}
            data={isObject(reference.data) ? reference.data : null}
            additionalData={extra}
            insights={
              isObject(reference.insights) ? (reference.insights as unknown as InsightsToolView) : null
            }
          />
        );
      default:
        return undefined;
    }
  };
}
