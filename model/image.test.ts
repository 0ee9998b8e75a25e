import { describe, expect, it } from 'vitest';

import { heroSize, imageSizes, imageView, resizeAsset } from './image';

describe('resizeAsset', () => {
  it('adds the resize segment to CMS asset URLs', () => {
    expect(resizeAsset('https://ap-southeast-2.graphassets.com/AbC123', imageSizes.card)).toBe(
      'https://ap-southeast-2.graphassets.com/resize=fit:crop,width:480,height:320/AbC123',
    );
  });

  it('uses the default 1280x1280 max size', () => {
    expect(resizeAsset('https://media.graphassets.com/x')).toBe(
      'https://media.graphassets.com/resize=fit:max,width:1280,height:1280/x',
    );
  });

  it('leaves other hosts, transformed URLs and non-URLs alone', () => {
    expect(resizeAsset('https://example.com/a.png')).toBe('https://example.com/a.png');
    const done = 'https://media.graphassets.com/resize=fit:crop,width:1,height:1/x';
    expect(resizeAsset(done)).toBe(done);
    expect(resizeAsset('not a url')).toBe('not a url');
  });
});

describe('heroSize', () => {
  it('crops tall images to 940x485 and keeps wide ones', () => {
    expect(heroSize({ width: 1000, height: 800 })).toEqual(imageSizes.articleHero);
    expect(heroSize({ width: 2000, height: 600 })).toEqual(imageSizes.default);
    expect(heroSize({})).toEqual(imageSizes.default);
  });
});

describe('imageView', () => {
  const asset = { id: 'a', url: 'https://ap-southeast-2.graphassets.com/h', width: 2000, height: 1000 };

  it('gives the resized URL and size', () => {
    expect(imageView(asset, imageSizes.card)).toEqual({
      url: 'https://ap-southeast-2.graphassets.com/resize=fit:crop,width:480,height:320/h',
      alt: '',
      width: 480,
      height: 320,
    });
    expect(imageView(asset, imageSizes.default)).toMatchObject({ width: 1280, height: 640 });
  });

  it('crops a tall feature image to the 940x485 hero (spec §2)', () => {
    const tall = { ...asset, width: 1000, height: 800 };
    expect(imageView(tall, heroSize(tall))).toMatchObject({ width: 940, height: 485 });
    expect(imageView(tall, heroSize(tall))?.url).toContain('/resize=fit:crop,width:940,height:485/h');
  });

  it('keeps other hosts as they are, and nothing is null', () => {
    expect(imageView({ ...asset, url: 'https://example.com/x.png' }, imageSizes.card)).toMatchObject({
      url: 'https://example.com/x.png',
      width: 2000,
    });
    expect(imageView(null, imageSizes.card)).toBeNull();
  });
});
