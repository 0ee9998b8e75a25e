import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import type { Language } from '../../i18n';
import { Island } from '../../islands/Island';
import { enhancePlainIslands } from '../../islands/test-enhance';
import type { NavLink } from '../../layout/types';

import { mobileMenuTexts } from './texts';

// The header's links as the site's navigation gives them (ui/layout/types.ts), one with a group of sub-links.
const links: NavLink[] = [
  { text: 'Career advice', href: '/career-advice', current: true },
  {
    text: 'Salaries',
    href: '/career-advice/salaries',
    subLinks: [
      { text: 'Salary explorer', href: '/career-advice/salaries/explorer' },
      { text: 'Pay guides', href: '/career-advice/salaries/guides' },
    ],
  },
  { text: 'Retired page', href: null },
];

/** The menu as the header renders it, then its plain script. */
async function renderMenu(language: Language = 'en') {
  const { container } = await renderListing(
    <Island
      name="MobileMenu"
      props={{
        links,
        texts: mobileMenuTexts(language),
        primaryAction: { text: 'Post a job ad', href: 'https://talent.example/post' },
      }}
      hydrate="idle"
    />,
    language,
  );
  await enhancePlainIslands(container);
}

afterEach(cleanup);

describe('MobileMenu', () => {
  it('opens the menu from its button and closes it again, the label saying which it will do', async () => {
    await renderMenu();
    expect(screen.queryByRole('navigation')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Career advice' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Post a job ad' }).getAttribute('href')).toBe(
      'https://talent.example/post',
    );
    expect(within(menu).queryByRole('link', { name: 'Retired page' })).toBeNull();
    expect(within(menu).getByText('Retired page')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await renderMenu();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    within(screen.getByRole('navigation')).getByRole('link', { name: 'Career advice' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');
    expect(document.activeElement).toBe(toggle);
  });

  it("expands a group's sub-links from its button", async () => {
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation');
    expect(within(menu).queryByRole('link', { name: 'Salary explorer' })).toBeNull();
    const group = within(menu).getByRole('button', { name: 'Show Salaries links' });
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Salary explorer' }).getAttribute('href')).toBe(
      '/career-advice/salaries/explorer',
    );
    fireEvent.click(group);
    expect(within(menu).queryByRole('link', { name: 'Pay guides' })).toBeNull();
  });

  it('speaks Bahasa on Indonesian pages', async () => {
    await renderMenu('id');
    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    expect(screen.getByRole('button', { name: 'Tutup menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});
