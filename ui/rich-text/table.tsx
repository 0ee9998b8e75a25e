import type { ReactNode } from 'react';

import { asNodes, isElement } from './nodes';
import * as styles from './RichText.css';
import type { BlocksRenderer, ElementNode, RenderContext } from './types';

const sections: Record<string, 'thead' | 'tbody'> = { table_head: 'thead', table_body: 'tbody' };

function row(node: ElementNode, ctx: RenderContext, renderBlocks: BlocksRenderer, key: number): ReactNode {
  return (
    <tr key={key}>
      {asNodes(node.children).map((cell, i) => {
        if (!isElement(cell)) return null;
        const header = cell.type === 'table_header_cell';
        const Cell = header ? 'th' : 'td';
        return (
          <Cell
            key={i}
            className={header ? styles.headerCell : styles.cell}
            scope={header ? 'col' : undefined}
          >
            {renderBlocks(cell.children, ctx)}
          </Cell>
        );
      })}
    </tr>
  );
}

/** A table: head and body sections of rows of cells, each cell holding blocks. */
export function renderTable(node: ElementNode, ctx: RenderContext, renderBlocks: BlocksRenderer): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {asNodes(node.children).map((part, i) => {
          if (!isElement(part)) return null;
          const Section = sections[part.type];
          if (Section) {
            return (
              <Section key={i}>
                {asNodes(part.children).map((r, j) => (isElement(r) ? row(r, ctx, renderBlocks, j) : null))}
              </Section>
            );
          }
          if (part.type === 'table_row') return <tbody key={i}>{row(part, ctx, renderBlocks, 0)}</tbody>;
          console.warn(`Rich text: unknown table part "${part.type}"`);
          return null;
        })}
      </table>
    </div>
  );
}
