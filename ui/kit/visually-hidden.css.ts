import { style } from '@vanilla-extract/css';

/** Text that screen readers read and the page does not show (a status, a label that repeats what an icon says). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
