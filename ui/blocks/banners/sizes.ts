/** Banner sizes of spec §9, in CSS pixels. */
export const bannerHeights = { small: 300, medium: 450, large: 600 } as const;
export type BannerHeight = keyof typeof bannerHeights;

/** Every primary banner image is this tall on mobile, whatever its size. */
export const mobileBannerHeight = 300;

/** The CMS size of a primary banner; an unknown or missing size is medium. */
export function bannerHeight(size: string | null): number {
  return size && size in bannerHeights ? bannerHeights[size as BannerHeight] : bannerHeights.medium;
}

/** Awards banners: at least 500px tall (the star theme 380px), never wider than 2000px. */
export const awardMinHeights = { star: 380, sara: 500, default: 500 } as const;
export const awardMaxWidth = 2000;
