import { useRef, useState, type KeyboardEvent } from 'react';

import { ServerSlot } from '../../blocks/ServerSlot';
import { shownWithoutScript } from '../../components/script-media.css';
import { useIslandId } from '../../islands/island-id';

import * as styles from './Tabs.css';

export interface TabItem {
  /** Names the server-rendered slot holding the panel. */
  id: string;
  label: string;
}

export interface TabsProps {
  /** Accessible name of the tab list (the group's title). */
  label: string | null;
  tabs: TabItem[];
}

/** The tab that Left/Right (wrapping), Home and End select (WAI-ARIA tabs pattern). */
export function nextTab(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A tab group (spec §2): one panel at a time, selected by click or by the arrow keys with automatic activation;
 * only the selected tab is in the Tab order, and its panel follows it. Panels are the server's rich text.
 * Where no script runs the tab list is not drawn and every panel is shown under its name.
 */
export function Tabs({ label, tabs }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useIslandId('tabs');

  const onKeyDown = (event: KeyboardEvent) => {
    const target = nextTab(event.key, selected, tabs.length);
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    buttons.current[target]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label ?? undefined} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          className={`${styles.panel} ${shownWithoutScript}`}
          hidden={index !== selected}
        >
          <p className={styles.panelName}>{tab.label}</p>
          <ServerSlot name={tab.id} />
        </div>
      ))}
    </div>
  );
}
