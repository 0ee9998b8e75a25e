import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CopyrightFooter } from './CopyrightFooter';
import { Footer, type FooterProps } from './Footer';
import { SiteLayout } from './SiteLayout';
import { renderWithStrings } from './test-render';

const footer: FooterProps = {
  variant: 'candidate',
  homeHref: '/th/',
  brandName: 'Jobsdb',
  logo: null,
  links: [
    { text: 'Privacy', href: 'https://th.jobsdb.com/privacy', openInNewTab: true },
    { text: 'Old policy', href: null },
  ],
  copyright: null,
  year: 2025,
};

afterEach(cleanup);

describe('Footer', () => {
  it('links its logo home and lists its links', async () => {
    await renderWithStrings(<Footer {...footer} />);
    const contentinfo = screen.getByRole('contentinfo');
    expect(
      within(contentinfo)
        .getByRole('link', { name: /^Jobsdb home$/i })
        .getAttribute('href'),
    ).toBe('/th/');
    const privacy = within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', {
      name: 'Privacy',
    });
    expect(privacy.getAttribute('href')).toBe('https://th.jobsdb.com/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('draws a dead link as text', async () => {
    await renderWithStrings(<Footer {...footer} />);
    expect(screen.queryByRole('link', { name: 'Old policy' })).toBeNull();
    expect(screen.getByText('Old policy')).toBeTruthy();
  });

  it('ends with the CMS copyright, or the standard line', async () => {
    await renderWithStrings(<Footer {...footer} />);
    expect(screen.getByText('Copyright © 2025 Jobsdb. All rights reserved.')).toBeTruthy();
    cleanup();
    await renderWithStrings(<Footer {...footer} copyright="© Jobsdb Ltd" />);
    expect(screen.getByText('© Jobsdb Ltd')).toBeTruthy();
  });

  it('is only the copyright line on the root site', async () => {
    await renderWithStrings(<CopyrightFooter brandName="SEEK" year={2025} />);
    const contentinfo = screen.getByRole('contentinfo');
    expect(contentinfo.textContent).toBe('Copyright © 2025 SEEK. All rights reserved.');
    expect(within(contentinfo).queryByRole('link')).toBeNull();
  });
});

describe('SiteLayout', () => {
  it('renders bare, with neither header nor footer, when given none (native embed)', async () => {
    await renderWithStrings(
      <SiteLayout homeHref="/">
        <p>Body</p>
      </SiteLayout>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Body');
  });
});
