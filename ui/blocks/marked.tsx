import type { ReactNode } from 'react';

/**
 * A block renderer whose markup is marked with its block's type (`data-block`), by which tests, styles and
 * the blocks crawl find each block.
 */
export function marked<P extends { item: { __typename: string } }>(render: (props: P) => ReactNode) {
  return function MarkedBlock(props: P) {
    return <div data-block={props.item.__typename}>{render(props)}</div>;
  };
}
