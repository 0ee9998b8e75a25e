import { globalStyle } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.backgroundColor.body,
});

// Text outside Braid's components (e.g. island buttons) uses the theme's typography.
globalStyle('body', { ...globalTextStyle(), minHeight: '100vh' });
