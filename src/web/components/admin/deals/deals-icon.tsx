import type { SVGProps } from 'react';

/** The sidebar's Deals icon: a key on a tag (a lease handed over), drawn like the ui icons (decorative). */
export function DealsIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 8.8-8.8M17 6l2.5 2.5M14.5 8.5 16.5 10.5" />
    </svg>
  );
}
