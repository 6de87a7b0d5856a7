import type { SVGProps } from 'react';

/** Inline icons: no icon font or extra request, and they take the text colour. Always decorative here. */
export function Icon(props: SVGProps<SVGSVGElement>) {
  return <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props} />;
}

export const MenuIcon = () => (
  <Icon>
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z" />
  </Icon>
);

export const LogoMark = (props: SVGProps<SVGSVGElement>) => (
  <Icon width="36" height="36" {...props}>
    <circle cx="8" cy="7" r="3.2" />
    <circle cx="16.5" cy="9.5" r="2.4" />
    <path d="M2.5 19.5c0-3.6 2.5-6.3 5.5-6.3s5.5 2.7 5.5 6.3zm11.6 0c.1-2-.5-3.9-1.6-5.2.9-.8 2.2-1.3 3.6-1.3 2.7 0 4.4 2.2 4.4 6.5z" />
  </Icon>
);
