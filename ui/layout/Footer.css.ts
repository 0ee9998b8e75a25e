import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

import { logoBackground } from './Logo.css';

export const footer = style({
  background: vars.backgroundColor.neutral,
  color: vars.foregroundColor.neutralInverted,
  paddingBlock: vars.space.xlarge,
  vars: { [logoBackground]: vars.backgroundColor.neutral },
});

export const employer = style({
  background: vars.backgroundColor.brand,
  vars: { [logoBackground]: vars.backgroundColor.brand },
});

export const inner = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    'screen and (min-width: 992px)': { gridTemplateColumns: '240px 1fr', alignItems: 'start' },
  },
});

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  ...globalTextStyle({ size: 'small' }),
  display: 'inline-block',
  paddingBlock: 6,
  color: vars.foregroundColor.neutralInverted,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing(),
});

export const dead = style({ opacity: 0.75, ':hover': { textDecoration: 'none' } });

export const bottom = style({
  ...globalTextStyle({ size: 'small' }),
  marginTop: vars.space.large,
  paddingTop: vars.space.medium,
  marginBottom: 0,
  borderTop: '1px solid rgba(255, 255, 255, 0.2)',
  color: vars.foregroundColor.neutralInverted,
});
