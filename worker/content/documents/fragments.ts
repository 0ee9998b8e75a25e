/**
 * The fragments of the content model (model/), by name, and `withFragments`, which appends to an operation
 * exactly the fragments it spreads (transitively), so every document is self-contained and has no unused
 * fragment.
 */
import { articleFragments } from '../../../model/article';
import { articleCardFragments } from '../../../model/article-card';
import { blockFragments } from '../../../model/blocks/registry';
import { dataLabReportFragments } from '../../../model/data-lab-report';
import { imageFragments } from '../../../model/image';
import { layoutFragments } from '../../../model/layout';
import { linkFragments } from '../../../model/links';
import { bannerFragments } from '../../../model/page/banners';
import { containerFragments } from '../../../model/page/containers';
import { richTextFragments } from '../../../model/rich-text';
import { sectionFragments } from '../../../model/section';
import { seoFragments } from '../../../model/seo';
import { videoFragments } from '../../../model/video';

const fragments: Record<string, string> = {
  ...articleFragments,
  ...articleCardFragments,
  ...blockFragments,
  ...dataLabReportFragments,
  ...imageFragments,
  ...layoutFragments,
  ...linkFragments,
  ...bannerFragments,
  ...containerFragments,
  ...richTextFragments,
  ...sectionFragments,
  ...seoFragments,
  ...videoFragments,
};

const spread = /\.\.\.\s*([A-Za-z_]\w*)/g;

/**
 * Appends the definitions of the fragments an operation spreads, and of the fragments they spread.
 * @param operation one GraphQL operation
 * @returns the operation followed by its fragments, each once
 */
export function withFragments(operation: string): string {
  const needed: string[] = [];
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(spread)) {
      if (!name || name === 'on' || needed.includes(name)) continue;
      const definition = fragments[name];
      if (!definition) throw new Error(`Unknown fragment ${name}`);
      needed.push(name);
      visit(definition);
    }
  };
  visit(operation);
  return [operation.trim(), ...needed.map((name) => dedent(fragments[name] ?? ''))].join('\n\n') + '\n';
}

function dedent(text: string): string {
  return text.replace(/^\n/, '').replace(/^ {4}/gm, '');
}
