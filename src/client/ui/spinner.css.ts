import { keyframes, style } from '@vanilla-extract/css';
import { HEADER_HEIGHT, vars } from './theme.css';

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: vars.color.spinner,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

export const fullPage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(100vh - ${HEADER_HEIGHT} * 2)`,
});
