import type { ArticleReference } from '../../model/article-embeds';
import type { EmbedRenderer } from '../rich-text';

import { AccordionGroupBlock } from './AccordionGroupBlock';
import { ArticleEmbed } from './ArticleEmbed';

/**
 * Renders the entries an article's body embeds (spec §2), each found by id among the article's references
 * (model/article-embeds.ts): accordion groups as the accordion block, custom embeds by their title. Assets are
 * the rich text's own; anything else is left to its warning.
 */
export function articleEmbedRenderer(references: readonly ArticleReference[]): EmbedRenderer {
  const byId = new Map(references.map((reference) => [reference.id, reference]));
  return (embedded) => {
    const reference = typeof embedded.id === 'string' ? byId.get(embedded.id) : undefined;
    switch (reference?.__typename) {
      case 'AccordionGroup':
        return <AccordionGroupBlock title={reference.title} accordions={reference.accordions} />;
      case 'CustomContent':
        return <ArticleEmbed embed={reference} />;
      default:
        return undefined;
    }
  };
}
