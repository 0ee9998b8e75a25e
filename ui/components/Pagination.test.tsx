import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Pagination } from './Pagination';
import { renderListing } from './test-wrap';

const base = '/career-advice/category/career-development';

afterEach(cleanup);

describe('Pagination', () => {
  it('is absent when everything fits on one page', async () => {
    await renderListing(<Pagination page={1} pageCount={1} basePath={base} />);
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
  });

  it('is absent when there are no pages, or the page is beyond the last', async () => {
    await renderListing(
      <>
        <Pagination page={1} pageCount={0} basePath={base} />
        <Pagination page={5} pageCount={2} basePath={base} />
      </>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("is a navigation labelled 'pagination' linking each page to {base}/{n}", async () => {
    await renderListing(<Pagination page={1} pageCount={2} basePath={base} />);
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    expect(within(nav).getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe(`${base}/1`);
    expect(within(nav).getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(`${base}/2`);
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(`${base}/2`);
  });

  it('marks the current page with aria-current', async () => {
    await renderListing(<Pagination page={2} pageCount={3} basePath="/author/amanda-wright" />);
    const current = screen.getByRole('link', { name: 'Go to page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Go to page 1' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/author/amanda-wright/1',
    );
  });

  it('leads the hidden Previous of the first page and Next of the last to the page itself', async () => {
    const { container } = await renderListing(
      <>
        <Pagination page={1} pageCount={3} basePath={base} />
        <Pagination page={3} pageCount={3} basePath={base} />
      </>,
    );
    const [first, last] = [...container.querySelectorAll('nav')];
    expect(first?.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(`${base}/1`);
    expect(first?.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(`${base}/2`);
    expect(last?.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(`${base}/3`);
    expect(last?.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(`${base}/2`);
    const hrefs = [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain(`${base}/4`);
  });

  it('speaks Thai on Thai pages', async () => {
    await renderListing(<Pagination page={1} pageCount={2} basePath={base} />, 'th');
    expect(screen.getByRole('navigation', { name: 'การแบ่งหน้า' })).toBeTruthy();
  });
});
