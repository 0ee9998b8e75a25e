import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { SubNavigation, type SubNavigationLink } from './SubNavigation';
import { renderWithStrings } from './test-render';

const links: SubNavigationLink[] = [
  { text: 'Career advice', href: '/career-advice', current: true },
  { text: 'Interview tips', href: '/career-advice/category/interview-tips', current: false },
  { text: 'Retired', href: null, current: false },
];

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: 'Section navigation' });

describe('SubNavigation', () => {
  it('marks the current page with aria-current in the tabs and the mobile menu', async () => {
    await renderWithStrings(<SubNavigation links={links} />);
    // The tab and, hidden in the closed disclosure, the mobile menu's link.
    expect(within(nav()).getAllByRole('link', { name: 'Career advice' })).toHaveLength(1);
    const current = within(nav()).getAllByRole('link', { name: 'Career advice', hidden: true });
    expect(current).toHaveLength(2);
    for (const link of current) expect(link.getAttribute('aria-current')).toBe('page');
    const other = within(nav()).getAllByRole('link', { name: 'Interview tips' });
    for (const link of other) expect(link.getAttribute('aria-current')).toBeNull();
  });

  it('draws dead links as text', async () => {
    await renderWithStrings(<SubNavigation links={links} />);
    expect(within(nav()).queryByRole('link', { name: 'Retired' })).toBeNull();
    expect(within(nav()).getAllByText('Retired')).toHaveLength(2);
  });

  it('collapses into a disclosure on mobile, summarised by the current page', async () => {
    await renderWithStrings(<SubNavigation links={links} />);
    const details = nav().querySelector('details')!;
    expect(details.open).toBe(false);
    const summary = within(details).getByText('Career advice', { selector: 'summary' });
    expect(within(details).queryByRole('link', { name: 'Interview tips' })).toBeNull();
    summary.click();
    expect(details.open).toBe(true);
    // happy-dom keeps an open disclosure's content out of the accessibility tree; browsers do not.
    const link = within(details).getByRole('link', { name: 'Interview tips', hidden: true });
    expect(link.getAttribute('href')).toBe('/career-advice/category/interview-tips');
  });

  it('names the disclosure in the page language when no page is current, and is absent without links', async () => {
    const none = links.map((link) => ({ ...link, current: false }));
    await renderWithStrings(<SubNavigation links={none} />, 'th');
    expect(screen.getByRole('navigation', { name: 'การนำทางในหมวดนี้' })).toBeTruthy();
    expect(screen.getByText('ในหมวดนี้', { selector: 'summary' })).toBeTruthy();
    cleanup();
    await renderWithStrings(<SubNavigation links={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
