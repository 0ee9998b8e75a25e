import { describe, expect, it } from 'vitest';

import {
  heroSize,
  imageSizes,
  imageView,
  primaryBannerWidths,
  RESIZED_URLS_KEPT,
  resizeAsset,
} from './image';

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

  it('gives the same answers when it has kept them, each size its own, beyond the number it keeps', () => {
    const url = (i: number) => `https://media.graphassets.com/h${i}`;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < RESIZED_URLS_KEPT + 10; i += 1) {
        expect(resizeAsset(url(i), imageSizes.card)).toBe(
          `https://media.graphassets.com/resize=fit:crop,width:480,height:320/h${i}`,
        );
        expect(resizeAsset(url(i), imageSizes.author)).toBe(
          `https://media.graphassets.com/resize=fit:crop,width:320,height:320/h${i}`,
        );
      }
    }
    expect(resizeAsset('https://example.com/a.png', imageSizes.card)).toBe('https://example.com/a.png');
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

  it('lists narrower copies of a crop in srcSet, same ratio, the spec size last', () => {
    const banner = imageView(asset, imageSizes.primaryBanner, primaryBannerWidths);
    const host = 'https://ap-southeast-2.graphassets.com';
    expect(banner?.url).toBe(`${host}/resize=fit:crop,width:1600,height:900/h`);
    expect(banner?.srcSet).toBe(
      [
        `${host}/resize=fit:crop,width:640,height:360/h 640w`,
        `${host}/resize=fit:crop,width:960,height:540/h 960w`,
        `${host}/resize=fit:crop,width:1280,height:720/h 1280w`,
        `${host}/resize=fit:crop,width:1600,height:900/h 1600w`,
      ].join(', '),
    );
    // No copies asked, a fit:max size, or a host that cannot resize: one size only.
    expect(imageView(asset, imageSizes.primaryBanner)?.srcSet).toBeUndefined();
    expect(imageView(asset, imageSizes.default, [640])?.srcSet).toBeUndefined();
    const other = { ...asset, url: 'https://example.com/x.png' };
    expect(imageView(other, imageSizes.primaryBanner, primaryBannerWidths)?.srcSet).toBeUndefined();
  });

  it('keeps other hosts as they are, and nothing is null', () => {
    expect(imageView({ ...asset, url: 'https://example.com/x.png' }, imageSizes.card)).toMatchObject({
      url: 'https://example.com/x.png',
      width: 2000,
    });
    expect(imageView(null, imageSizes.card)).toBeNull();
  });
});
