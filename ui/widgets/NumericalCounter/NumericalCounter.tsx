import { useEffect, useRef, useState } from 'react';

import type { CounterView } from '../../../model/blocks/numerical-card';

import { countAt, formatCount, TRIGGER_THRESHOLD } from './count';
import * as styles from './NumericalCounter.css';

/** The counter reads the model's view of a number (model/blocks/numerical-card.ts). */
export type NumericalCounterProps = CounterView;

const WEIGHTS: Record<string, number> = { regular: 400, medium: 500, strong: 700, bold: 700 };

const toneClass = (tone: string | null) =>
  styles.tone[(tone ?? 'neutral') as keyof typeof styles.tone] ?? styles.tone.neutral;

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A number that counts up from 0 when a fifth of it scrolls into view and stops at the number (spec §4, §9).
 * The server and screen readers get the number itself; with reduced motion, or without animation, it just shows.
 */
export function NumericalCounter(props: NumericalCounterProps) {
  const { value, decimals, unit, animate, durationMs } = props;
  const [shown, setShown] = useState(value);
  const element = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!animate || !node || reducedMotion() || !('IntersectionObserver' in window)) return;
    setShown(0);
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const next = countAt(value, now - start, durationMs, decimals);
        setShown(next);
        if (next !== value) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      },
      { threshold: TRIGGER_THRESHOLD },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [animate, value, durationMs, decimals]);

  const final = `${formatCount(value, decimals)}${unit}`;
  return (
    <p
      ref={element}
      className={`${styles.number} ${toneClass(props.numberTone)}`}
      style={{
        fontSize: `${props.textSize}rem`,
        lineHeight: 1.1,
        fontWeight: WEIGHTS[props.fontWeight ?? 'strong'] ?? 700,
      }}
      data-count={shown}
    >
      <span aria-hidden="true">
        {formatCount(shown, decimals)}
        {unit ? (
          <span
            className={`${styles.unit} ${toneClass(props.unitTone ?? props.numberTone)} ${props.sameFontSize ? '' : styles.smallUnit}`}
          >
            {unit}
          </span>
        ) : null}
      </span>
      <span className={styles.visuallyHidden}>{final}</span>
    </p>
  );
}
