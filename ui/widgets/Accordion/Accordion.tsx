import { ServerSlot } from '../../blocks/ServerSlot';
import { shownWithoutScript, withoutScriptOnly, withScriptOnly } from '../../components/script-media.css';
import { useIslandId } from '../../islands/island-id';
import { DisclosureChevron } from '../../kit/DisclosureChevron';

import * as styles from './Accordion.css';

export interface AccordionItem {
  /** Names the server-rendered slot holding the answer. */
  id: string;
  label: string;
}

export interface AccordionProps {
  items: AccordionItem[];
}

/**
 * Questions and answers (spec §2 accordion group): each header is a button that shows or hides its answer;
 * the answers are the server's rich text, kept in slots. Rendered closed on the server; the browser's
 * behaviour (toggling, Up/Down/Home/End between headers) is plain DOM (`enhance.ts`), with no React. Where no
 * script runs, each question is a plain heading over its answer, shown.
 */
export function Accordion({ items }: AccordionProps) {
  const baseId = useIslandId('accordion');
  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const buttonId = `${baseId}-${index}-header`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <h3 className={styles.heading}>
              <span className={`${styles.question} ${withoutScriptOnly}`}>{item.label}</span>
              <button
                id={buttonId}
                type="button"
                className={`${styles.button} ${withScriptOnly}`}
                aria-expanded={false}
                aria-controls={panelId}
              >
                {item.label}
                <DisclosureChevron className={styles.chevron} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={`${styles.panel} ${shownWithoutScript}`}
              hidden
            >
              <ServerSlot name={item.id} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
