/**
 * What the blocks of articles share (spec §2 blocks, §9): how many articles they show, and the selection of
 * their articles, which leaves out placeholders titled '-'.
 */

/** Latest articles of a block: 4 unless it says otherwise (spec §9). */
export const DEFAULT_BLOCK_ARTICLES = 4;

/** The CMS's count of articles, whole and at most 12, or `fallback` when it gives none. */
export function articleCount(value: number | null | undefined, fallback = DEFAULT_BLOCK_ARTICLES): number {
  return value && value > 0 ? Math.min(Math.floor(value), 12) : fallback;
}

/** The arguments and ArticleCard selection of a block's list of articles, `args` appended to the filter. */
export const articleSelection = (args: string) => /* GraphQL */ `(where: { title_not: "-" }${args}) {
        ...ArticleCard
      }`;
