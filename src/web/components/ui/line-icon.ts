import type { SVGProps } from 'react';

/**
 * How every icon of the site and the back-office is drawn: lines of the text's colour, rounded, and
 * decorative (hidden from assistive technology).
 */
export const LINE_ICON = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const satisfies SVGProps<SVGSVGElement>;
