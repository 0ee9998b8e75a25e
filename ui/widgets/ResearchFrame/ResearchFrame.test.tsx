import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ResearchFrameView } from '../../../model/blocks/research-frame';

import { RESIZE_DELAY_MS } from './messages';
import { ResearchFrame } from './ResearchFrame';

// A research frame block as the model maps it (model/blocks/research-frame.ts): the research page on this site.
const block: ResearchFrameView = {
  id: 'research-frame-1',
  title: 'About the research',
  src: '/research/happiness-report/index.html',
  height: 900,
};
const PAGE = '/au/career-advice/research';

function renderFrame(search = '') {
  window.history.replaceState(null, '', `${PAGE}${search}`);
  render(<ResearchFrame title={block.title} src={block.src} height={block.height} />);
  const frame = screen.getByTitle('About the research') as HTMLIFrameElement;
  // The research page's window, standing in for the page the test does not load: it records what it is told.
  const sent = vi.fn();
  const research = { postMessage: sent } as unknown as Window;
  Object.defineProperty(frame, 'contentWindow', { value: research, configurable: true });
  return { frame, research, sent };
}

/** A message as the browser delivers it to this page, from `source` at `origin`. */
function receive(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeAll(() => {
  // The research page itself is not loaded (happy-dom logs that it was not): the test plays its part.
  (
    window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
  ).happyDOM.settings.disableIframePageLoading = true;
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ResearchFrame', () => {
  it('shows the research page at the height of the block until the page reports its own', () => {
    const { frame, research } = renderFrame();
    expect(frame.getAttribute('src')).toBe('/research/happiness-report/index.html');
    expect(frame.style.height).toBe('900px');
    receive({ type: 'research:height', height: 2450.4 }, research);
    expect(frame.style.height).toBe('2450px');
  });

  it('opens at the section named by the page query parameter', () => {
    const { frame } = renderFrame('?page=methodology');
    expect(frame.getAttribute('src')).toBe('/research/happiness-report/index.html#methodology');
  });

  it('asks the research page for its height a second after it loads', () => {
    const { frame, sent } = renderFrame();
    frame.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(RESIZE_DELAY_MS - 1);
    expect(sent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sent).toHaveBeenCalledWith({ type: 'research:measure' }, window.location.origin);
  });

  it('pushes a history entry when the reader moves to another section, and Back shows the section again', () => {
    const { research, sent } = renderFrame('?page=summary');
    const entries = window.history.length;
    receive({ type: 'research:page', page: 'benefits' }, research);
    expect(window.location.search).toBe('?page=benefits');
    expect(window.history.state).toEqual({ researchPage: 'benefits', hash: '#benefits' });
    expect(window.history.length).toBe(entries + 1);
    // The same section again adds nothing.
    receive({ type: 'research:page', page: 'benefits' }, research);
    expect(window.history.length).toBe(entries + 1);

    window.history.replaceState(null, '', `${PAGE}?page=summary`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(sent).toHaveBeenCalledWith({ type: 'research:show', page: 'summary' }, window.location.origin);
  });

  it('ignores messages from another origin, another window, or that it does not understand', () => {
    const { frame, research } = renderFrame();
    receive({ type: 'research:height', height: 3000 }, research, 'https://evil.example');
    receive({ type: 'research:height', height: 3000 }, window);
    receive({ type: 'research:height', height: 999_999 }, research);
    receive({ type: 'research:page', page: '<script>' }, research);
    expect(frame.style.height).toBe('900px');
    expect(window.location.search).toBe('');
  });
});
