import { describe, expect, it } from 'vitest';

import { onAssetHost, withAssetHost } from './asset-host';
import { imageSizes, imageView } from './image';

const local = 'http://127.0.0.1:8809';

describe('withAssetHost', () => {
  const data = {
    article: {
      featureImage: [
        { id: 'a', url: 'https://ap-southeast-2.graphassets.com/AbC', width: 1880, height: 970 },
      ],
      body: '<p><img src="https://media.graphcms.com/Xyz"></p>',
      link: 'https://www.example.com/page',
      count: 3,
      none: null,
    },
  };

  it('moves every CMS asset URL to the host, keeping the path, in a copy', () => {
    const moved = withAssetHost(data, `${local}/`);
    expect(moved.article.featureImage[0]!.url).toBe(`${local}/AbC`);
    expect(moved.article.body).toBe(`<p><img src="${local}/Xyz"></p>`);
    expect(moved.article).toMatchObject({ link: 'https://www.example.com/page', count: 3, none: null });
    expect(data.article.featureImage[0]!.url).toBe('https://ap-southeast-2.graphassets.com/AbC');
  });

  it('copies only what holds a moved URL, and keeps the rest of the value (nothing to copy per read)', () => {
    const answer = { ...data, about: { text: 'no assets here', tags: ['a', 'b'] }, list: [data.article] };
    const moved = withAssetHost(answer, local);
    expect(moved).not.toBe(answer);
    expect(moved.about).toBe(answer.about);
    expect(moved.article).not.toBe(answer.article);
    expect(moved.article.featureImage).not.toBe(answer.article.featureImage);
    expect(moved.list[0]!.featureImage[0]!.url).toBe(`${local}/AbC`);
    expect(answer.list[0]!.featureImage[0]!.url).toBe('https://ap-southeast-2.graphassets.com/AbC');
    const plain = { about: answer.about };
    expect(withAssetHost(plain, local)).toBe(plain);
  });

  it('is the value itself without a host (staging, production)', () => {
    expect(withAssetHost(data, '')).toBe(data);
  });

  it('leaves the resize to the image view, which the local host understands too', () => {
    const moved = withAssetHost(data, local);
    expect(imageView(moved.article.featureImage[0], imageSizes.card)).toEqual({
      url: `${local}/resize=fit:crop,width:480,height:320/AbC`,
      alt: '',
      width: 480,
      height: 320,
    });
    expect(imageView(data.article.featureImage[0], imageSizes.card)?.url).toBe(
      'https://ap-southeast-2.graphassets.com/resize=fit:crop,width:480,height:320/AbC',
    );
  });
});

describe('onAssetHost', () => {
  it('moves a CMS asset URL and nothing else', () => {
    expect(onAssetHost('https://ap-southeast-2.graphassets.com/AbC?dl=1', local)).toBe(`${local}/AbC?dl=1`);
    expect(onAssetHost('https://example.com/AbC', local)).toBe('https://example.com/AbC');
    expect(onAssetHost('https://ap-southeast-2.graphassets.com/AbC', '')).toBe(
      'https://ap-southeast-2.graphassets.com/AbC',
    );
  });
});
