import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { RichTextAst } from '../../../model/rich-text';
import { renderListing } from '../../components/test-wrap';
import { doc, p } from '../../rich-text/test-nodes';

import { AuthorPage } from './AuthorPage';
import { initialsOf } from './Avatar';
import type { AuthorPageProps } from './types';

const ast = (...children: unknown[]) => doc(...children) as RichTextAst;

const props = (overrides: Partial<AuthorPageProps> = {}): AuthorPageProps => ({
  author: {
    id: 'au1',
    name: 'Amanda Wright',
    slug: 'amanda-wright',
    href: '/author/amanda-wright',
    roleTitle: 'Career Advice Editor',
    locale: 'en_AU',
    language: 'en',
    locales: ['en_AU'],
    image: null,
    description: {
      raw: ast(p('Amanda leads the team.'), p('She lives in Sydney.')),
      text: 'Amanda leads the team.\nShe lives in Sydney.',
      first: ast(p('Amanda leads the team.')),
      rest: ast(p('She lives in Sydney.')),
    },
  },
  articles: { items: [], total: 0, page: 1, pageSize: 12, pageCount: 0 },
  basePath: '/author/amanda-wright',
  ...overrides,
});

afterEach(cleanup);

describe('initialsOf', () => {
  it('takes the first and last names’ first letters', () => {
    expect(initialsOf('Amanda Wright')).toBe('AW');
    expect(initialsOf('Priya  K. Natarajan')).toBe('PN');
    expect(initialsOf('Budi')).toBe('B');
    expect(initialsOf('')).toBe('');
  });
});

describe('AuthorPage', () => {
  it("heads the page 'Articles by' and the name, with the author's panel", async () => {
    await renderListing(<AuthorPage {...props()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Articles by Amanda Wright');
    const panel = screen.getByRole('complementary', { name: 'About the author' });
    expect(panel.textContent).toContain('Career Advice Editor');
    expect(panel.textContent).toContain('Amanda leads the team.');
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('shows the initials placeholder without a photo, and the photo when there is one', async () => {
    const { container } = await renderListing(<AuthorPage {...props()} />);
    expect(container.querySelector('svg text')?.textContent).toBe('AW');
    cleanup();
    await renderListing(
      <AuthorPage
        {...props({
          author: {
            ...props().author,
            image: { url: 'https://cdn.example/aw.jpg', alt: '', width: 320, height: 320 },
          },
        })}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo of Amanda Wright' });
    expect(photo.getAttribute('width')).toBe('96');
  });

  it('has no Read more toggle when the description is one paragraph', async () => {
    const one = ast(p('One.'));
    const author = { ...props().author, description: { raw: one, text: 'One.', first: one, rest: null } };
    await renderListing(<AuthorPage {...props({ author })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the author has no articles, without pagination', async () => {
    await renderListing(<AuthorPage {...props()} />);
    expect(screen.getByText("There aren't any articles by this author right now.")).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
  });
});
