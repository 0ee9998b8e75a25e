import { useRef, useState, type KeyboardEvent } from 'react';

import { ServerSlot } from '../../blocks/ServerSlot';
import { useIslandId } from '../../islands/island-id';

import * as styles from './Accordion.css';

export interface AccordionItem {
  /** Names the server-rendered slot holding the answer. */
  id: string;
  label: string;
}

export interface AccordionProps {
  items: AccordionItem[];
}

/** Where the arrow, Home and End keys move focus among the headers (WAI-ARIA accordion pattern). */
export function nextHeader(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Questions and answers (spec §2 accordion group): each header is a button that shows or hides its answer;
 * the answers are the server's rich text, kept in slots. Up/Down/Home/End move between headers.
 */
export function Accordion({ items }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useIslandId('accordion');

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = nextHeader(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${index}-header`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.label}
                <svg
                  className={styles.chevron}
                  data-open={expanded}
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              <ServerSlot name={item.id} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
