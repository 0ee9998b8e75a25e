import { globalStyle } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.backgroundColor.body,
});

globalStyle('body', { minHeight: '100vh' });
