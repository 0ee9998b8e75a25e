import type { PageBannerView } from '../../model/page/banners';
import type { ContainerView } from '../../model/page/containers';

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Whether two headings say the same thing (case and spacing aside). */
export function sameHeading(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && normalised(a) === normalised(b));
}

/** The banner's heading text, when the banner has one. */
export function bannerHeading(banner: PageBannerView | null): string | null {
  return banner?.heading?.text || null;
}

/**
 * The containers without a heading block that repeats the page's h1 at the top of the page (the first item of
 * the first block): one page, one statement of its title. Its paragraph and everything else stay.
 */
export function withoutTitleHeading(containers: ContainerView[], title: string): ContainerView[] {
  const [first, ...rest] = containers;
  const block = first?.blocks[0];
  const item = block?.items[0];
  if (!first || !block || item?.__typename !== 'Heading' || !sameHeading(item.text, title)) return containers;
  const blocks = [{ ...block, items: block.items.slice(1) }, ...first.blocks.slice(1)];
  return [{ ...first, blocks }, ...rest];
}

/**
 * Whether the page's first container opens with a plain paragraph (no box or tile around it or its block, no
 * heading of its own): the introduction of the h1 above it, which belongs as close under it as a heading's text.
 */
export function opensWithIntroduction(containers: ContainerView[]): boolean {
  const [first] = containers;
  const block = first?.blocks[0];
  const item = block?.items[0];
  return Boolean(
    first &&
    block &&
    !first.box &&
    !first.tile &&
    !block.box &&
    !block.tile &&
    item?.__typename === 'Paragraph',
  );
}
