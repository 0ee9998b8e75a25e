import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Header, type HeaderProps } from './Header';
import { languageLabels } from './LanguageSwitcher';
import { renderWithStrings } from './test-render';

const candidate: HeaderProps = {
  variant: 'candidate',
  homeHref: '/',
  brandName: 'SEEK',
  logo: null,
  links: [
    { text: 'Job search', href: 'https://www.seek.com.au/jobs' },
    {
      text: 'Career advice',
      href: '/career-advice',
      subLinks: [
        { text: 'Interview tips', href: '/career-advice/category/interview-tips' },
        { text: 'Coming soon', href: null },
      ],
    },
    { text: 'Retired page', href: null },
  ],
};

afterEach(cleanup);

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Header', () => {
  it('links the brand name home when the section has no logo', async () => {
    await renderWithStrings(<Header {...candidate} />);
    const home = screen.getByRole('link', { name: /^SEEK home$/i });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toBe('SEEK Home');
  });

  it('shows the CMS logo image in the home link when there is one', async () => {
    const logo = { url: 'https://assets.example/logo.svg', alt: 'SEEK logo', width: 160, height: 48 };
    await renderWithStrings(<Header {...candidate} logo={logo} />);
    const home = screen.getByRole('link', { name: /^SEEK home$/i });
    expect(within(home).getByRole('img').getAttribute('src')).toBe(logo.url);
  });

  it('lists the main links with each dropdown of sub-links', async () => {
    await renderWithStrings(<Header {...candidate} />);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Job search' }).getAttribute('href')).toBe(
      'https://www.seek.com.au/jobs',
    );
    const dropdown = within(nav).getByRole('list', { name: 'Career advice' });
    expect(within(dropdown).getByRole('link', { name: 'Interview tips' }).getAttribute('href')).toBe(
      '/career-advice/category/interview-tips',
    );
  });

  it('draws dead links as text, not links', async () => {
    await renderWithStrings(<Header {...candidate} />);
    const nav = mainNav();
    expect(within(nav).getByText('Retired page').closest('a')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Coming soon' })).toBeNull();
    expect(within(nav).getByText('Coming soon')).toBeTruthy();
  });

  it('has the mobile menu button (shown below desktop width by CSS)', async () => {
    await renderWithStrings(<Header {...candidate} />);
    const toggle = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the employer variant and shows its call to action from the data', async () => {
    await renderWithStrings(
      <Header
        {...candidate}
        variant="employer"
        brandName="SEEK Employer"
        primaryAction={{ text: 'Post a job ad', href: 'https://talent.seek.com.au/post' }}
      />,
    );
    const home = screen.getByRole('link', { name: /^SEEK Employer home$/i });
    expect(home.textContent).toContain('Employer');
    const actions = screen.getAllByRole('link', { name: 'Post a job ad' });
    expect(actions[0]?.getAttribute('href')).toBe('https://talent.seek.com.au/post');
  });

  it('invents no call to action on the candidate variant or without one in the data', async () => {
    await renderWithStrings(<Header {...candidate} variant="employer" brandName="SEEK Employer" />);
    expect(screen.queryByRole('link', { name: 'Post a job ad' })).toBeNull();
    expect(screen.getByRole('link', { name: /^SEEK Employer home$/i }).textContent).toContain('Employer');
    cleanup();
    await renderWithStrings(<Header {...candidate} />);
    expect(screen.getByRole('link', { name: /^SEEK home$/i }).textContent).not.toContain('Employer');
  });

  it('has no language switcher without languages', async () => {
    await renderWithStrings(<Header {...candidate} />);
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });

  it('switches between English and the local language on th and id sites', async () => {
    await renderWithStrings(
      <Header
        {...candidate}
        brandName="Jobsdb"
        languages={[
          { language: 'en', href: '/', current: false },
          { language: 'th', href: '/th/', current: true },
        ]}
      />,
      'th',
    );
    const [switcher] = screen.getAllByRole('navigation', { name: 'ภาษา' });
    const english = within(switcher!).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/');
    const thai = within(switcher!).getByRole('link', { name: 'ภาษาไทย' });
    expect(thai.getAttribute('aria-current')).toBe('page');
    expect(thai.getAttribute('lang')).toBe('th');
  });

  it('names the three languages in themselves', () => {
    expect(languageLabels).toEqual({ en: 'English', id: 'Bahasa', th: 'ภาษาไทย' });
  });
});
