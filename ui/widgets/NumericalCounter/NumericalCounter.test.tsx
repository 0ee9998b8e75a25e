import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CounterView } from '../../../model/blocks/numerical-card';

import { NumericalCounter } from './NumericalCounter';

// A numerical card's counter as the model maps it from the CMS (model/blocks/numerical-card.ts): the employers
// hiring on the site, counted up over two and a half seconds.
const counter: CounterView = {
  value: 35000,
  decimals: 0,
  unit: '+',
  numberTone: 'positive',
  unitTone: 'neutral',
  animate: true,
  durationMs: 2500,
  textSize: 2.5,
  fontWeight: 'bold',
  sameFontSize: true,
};

/** The IntersectionObserver the browser gives, driven by the test: it says when the counter scrolls into view. */
class ViewportStandIn {
  static last: ViewportStandIn | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ViewportStandIn.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  scrollIntoView(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/** Animation frames run when the test says, at the time it says. */
let frames: FrameRequestCallback[] = [];
let now = 0;
function paintAt(time: number) {
  now = time;
  const due = frames;
  frames = [];
  act(() => due.forEach((frame) => frame(time)));
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

/** What a sighted reader sees (the counting digits) and what a screen reader reads (the number itself). */
function readCounter() {
  const paragraph = screen.getByRole('paragraph');
  const seen = paragraph.querySelector('[aria-hidden="true"]')?.textContent;
  const heard = [...paragraph.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');
  return { seen, heard };
}

beforeEach(() => {
  frames = [];
  now = 0;
  ViewportStandIn.last = null;
  vi.stubGlobal('IntersectionObserver', ViewportStandIn);
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  setReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NumericalCounter', () => {
  it('shows the number at once when the CMS turns the animation off', () => {
    render(<NumericalCounter {...counter} animate={false} />);
    expect(readCounter()).toEqual({ seen: '35,000+', heard: '35,000+' });
    expect(ViewportStandIn.last).toBeNull();
  });

  it('counts up from 0 once a fifth of it is in view and stops exactly at the number', () => {
    render(<NumericalCounter {...counter} />);
    expect(readCounter()).toEqual({ seen: '0+', heard: '35,000+' });
    const viewport = ViewportStandIn.last!;
    expect(viewport.options.threshold).toBe(0.2);

    viewport.scrollIntoView(false);
    expect(frames).toHaveLength(0);

    viewport.scrollIntoView(true);
    expect(viewport.disconnected).toBe(true);
    paintAt(0);
    paintAt(1250);
    const halfway = Number(readCounter().seen?.replace(/[^0-9]/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(35000);
    paintAt(2500);
    expect(readCounter()).toEqual({ seen: '35,000+', heard: '35,000+' });
    // At the number it stops asking for frames.
    expect(frames).toHaveLength(0);
  });

  it('just shows the number to a reader who asks for reduced motion', () => {
    setReducedMotion(true);
    render(<NumericalCounter {...counter} />);
    expect(readCounter()).toEqual({ seen: '35,000+', heard: '35,000+' });
    expect(ViewportStandIn.last).toBeNull();
  });

  it('keeps the decimals of the number', () => {
    render(<NumericalCounter {...counter} value={4.5} decimals={1} unit="%" animate={false} />);
    expect(readCounter()).toEqual({ seen: '4.5%', heard: '4.5%' });
  });
});
