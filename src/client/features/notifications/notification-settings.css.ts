import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const group = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '0.25rem', color: vars.color.text });
