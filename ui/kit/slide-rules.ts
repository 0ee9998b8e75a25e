/** A carousel slide not shown is hidden (its `hidden` attribute, which the slide's own display would override). */
export const hiddenSlide = { '&[hidden]': { display: 'none' } };

/**
 * The media rule of a carousel's slides where no script runs: no control turns them, so they are all shown,
 * one under another, `gap` apart. Spread into the style's '@media'.
 */
export const slidesWithoutScript = (gap: string) => ({
  '(scripting: none)': {
    selectors: { '&[hidden]': { display: 'grid' }, '& + &': { marginTop: gap } },
  },
});
