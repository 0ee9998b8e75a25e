import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { withoutScriptOnly } from '../../components/script-media.css';
import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import interactive from '../../i18n/interactive.vocab';

import { TeamMemberDescription } from './TeamMemberDescription';

const first =
  'Priya leads the research team that runs the quarterly hiring survey across eight markets, and she has spent ' +
  'a decade studying how candidates choose between offers.';
const second =
  'Before joining she built the analytics practice of a regional recruiter, where her work on salary ' +
  'transparency changed how its clients wrote their job ads. She now speaks often on fair pay and hiring data.';
const description = `${first}\n${second}`;

// What a reader whose browser runs the script sees: the whole text kept for readers without script is hidden by
// CSS there, which happy-dom does not apply.
const shown = (text: string) =>
  screen.queryAllByText(text).filter((element) => !element.closest(`.${withoutScriptOnly}`));

beforeAll(() => preloadTranslations('en', [interactive]));
afterEach(cleanup);

describe('TeamMemberDescription', () => {
  it('shows a cut description with Show more, the whole of it on a click, and back with Show less', async () => {
    await renderListing(<TeamMemberDescription description={description} />);
    expect(shown(second)).toHaveLength(0);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.textContent).toContain('Priya');
    fireEvent.click(more);
    expect(shown(first)).toHaveLength(1);
    expect(shown(second)).toHaveLength(1);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(shown(second)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('has no button when the description is short', async () => {
    await renderListing(<TeamMemberDescription description="Priya leads the research team." />);
    expect(screen.getByText('Priya leads the research team.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
