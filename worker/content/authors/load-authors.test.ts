import { describe, expect, it } from 'vitest';

import { load } from '../test-context';

import { loadAuthors } from './load-authors';

describe('loadAuthors', () => {
  it('reads the authors of a site by name', async () => {
    const authors = await load('http://candidate-au.localhost/x', (c) => loadAuthors(c));
    expect(authors.map((author) => author.name)).toEqual([...authors.map((a) => a.name)].sort());
    expect(authors.map((author) => author.slug)).toContain('amanda-wright');
  });

  it('reads only the slugs asked for, falling back from th_TH to the default per author', async () => {
    const authors = await load('http://candidate-th.localhost/th/x', (c) =>
      loadAuthors(c, ['siriporn-chaiyasit', 'amanda-wright']),
    );
    expect(authors.map((author) => [author.name, author.locale])).toEqual([
      ['Amanda Wright', 'default'],
      ['Siriporn Chaiyasit', 'th_TH'],
    ]);
    expect(authors[1]?.description?.text).toMatch(/^ศิริพร/);
    expect(await load('http://candidate-th.localhost/th/x', (c) => loadAuthors(c, []))).toEqual([]);
  });
});
