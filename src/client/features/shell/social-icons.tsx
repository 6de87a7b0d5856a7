import { Icon } from './icons';

/** The footer's links to the networks; apart from icons.tsx because the footer loads after the first paint. */
export const LinkedInIcon = () => (
  <Icon>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zm6 0h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.5c0-1.3-.02-3-1.83-3-1.83 0-2.1 1.43-2.1 2.9V21H9z" />
  </Icon>
);

export const XIcon = () => (
  <Icon>
    <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.73H5.58z" />
  </Icon>
);

export const FacebookIcon = () => (
  <Icon>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.87.24-1.46 1.5-1.46h1.6V4.46a21 21 0 0 0-2.34-.16c-2.3 0-3.86 1.4-3.86 3.97v2.23H7.9v3h2.5V21z" />
  </Icon>
);

export const InstagramIcon = () => (
  <Icon fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Icon>
);
