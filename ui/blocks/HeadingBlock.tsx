import { Heading } from 'braid-design-system';

import type { HeadingView } from '../../model/blocks/heading';

const levels = ['2', '2', '3', '4'] as const;

/** A CMS heading. Level 1 is the page title's, so a block heading is at least level 2. */
export function HeadingBlock({ heading }: { heading: HeadingView }) {
  const level = levels[Math.min(4, Math.max(1, heading.level)) - 1] ?? '2';
  return <Heading level={level}>{heading.text}</Heading>;
}
