/** The items in slides of `size` (the last may hold fewer). */
export function slidesOf<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

/** The slide after `index` (or before, for -1), wrapping at both ends (spec §4). */
export function wrapSlide(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
