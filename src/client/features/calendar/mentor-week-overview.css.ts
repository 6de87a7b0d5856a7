import { style } from '@vanilla-extract/css';
import { space } from '../../ui/theme.css';

/** As wide as the profile card above it on the dashboard, with room between the two. */
export const overview = style({ width: '100%', maxWidth: '520px', marginTop: space.m });
