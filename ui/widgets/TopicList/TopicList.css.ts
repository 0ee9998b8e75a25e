import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { controlBox } from '../../kit/control-box';

export const root = style({ display: 'grid', gap: vars.space.large });

export const filter = style({ display: 'grid', gap: vars.space.xsmall, maxWidth: 360 });

export const label = style({ ...globalTextStyle({ weight: 'strong' }), color: vars.foregroundColor.neutral });

export const select = style({
  ...globalTextStyle({}),
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  ...controlBox(),
});

export const topic = style({
  display: 'grid',
  gap: vars.space.medium,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const heading = style({
  ...globalTextStyle({ weight: 'strong', size: 'large' }),
  margin: 0,
  color: vars.foregroundColor.neutral,
});

export { visuallyHidden } from '../../kit/visually-hidden.css';
