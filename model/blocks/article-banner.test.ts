import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { blockItemSchema, blockView } from './registry';

const scope = { locale: 'en_AU', language: 'en' } as const;

const banner = (title: string) =>
  v.parse(blockItemSchema, {
    __typename: 'ArticleBanner',
    id: 'b',
    locale: 'en_AU',
    ctaText: null,
    reverse: true,
    badge: { text: 'New', tone: 'positive' },
    article: {
      id: 'a',
      title,
      slug: 'how-to-write-a-resume',
      locale: 'en_AU',
      articleType: 'Podcast',
      sites: ['au'],
      featureImage: [{ id: 'img', url: 'https://eu-west-2.graphassets.com/abc', width: 2000, height: 1000 }],
      authors: [],
      category: null,
    },
  });

describe('ArticleBanner', () => {
  it("shows the article's card with its image cropped as an inline banner's", () => {
    expect(blockView(banner('How to write a resume'), scope, false)).toMatchObject({
      __typename: 'ArticleBanner',
      reverse: true,
      badge: { text: 'New', tone: 'positive' },
      article: {
        href: '/career-advice/article/how-to-write-a-resume',
        readingTimeUnit: 'min listen',
        image: { width: 900, height: 600 },
      },
    });
  });

  it('is left out for a placeholder article titled -', () => {
    expect(blockView(banner('-'), scope, false)).toBeNull();
  });
});
