import type { ReactNode } from 'react';

/**
 * The toolbar's icons: drawn, not letters or emoji (a device without an emoji font would
 * show an empty box, and a letter reads differently in every font). 16 px, in the text's
 * colour, so they follow the theme.
 */
function icon(shapes: ReactNode, filled = false) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes}
    </svg>
  );
}

export const ICONS = {
  bold: icon(<path d="M4.5 2.5h4.25a2.75 2.75 0 010 5.5H4.5zm0 5.5h5a2.75 2.75 0 010 5.5h-5z" />),
  italic: icon(<path d="M6.5 2.5h6M3.5 13.5h6M9.5 2.5l-3 11" />),
  bulletList: icon(
    <>
      <circle cx="2.75" cy="4" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="2.75" cy="8" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="2.75" cy="12" r="1.1" fill="currentColor" stroke="none" />
      <path d="M6 4h8.5M6 8h8.5M6 12h8.5" />
    </>,
  ),
  orderedList: icon(
    <path d="M2 2h1.5v4H2.5V3H2zM1.5 9h2.5v1H2.6L4 11.6V13H1.5v-1h1.4L1.5 10.4zM6 3h9v1.5H6zm0 4.5h9V9H6zM6 12h9v1.5H6z" />,
    true,
  ),
  quote: icon(
    <path d="M2 9.5c0-3 1.3-5 4-6l.5 1C5 5.2 4.3 6.3 4.3 7.5H6.5V13H2zm7.5 0c0-3 1.3-5 4-6l.5 1c-1.5.7-2.2 1.8-2.2 3h2.2V13H9.5z" />,
    true,
  ),
  link: icon(
    <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.6 2.6 0 013.7 3.7L10.7 8.2M9 11.5l-1.2 1.2a2.6 2.6 0 01-3.7-3.7l1.2-1.2" />,
  ),
  image: icon(
    <>
      <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
      <circle cx="5.5" cy="6" r="1.3" />
      <path d="M2 12l4-4 3 3 2-2 3.5 3.5" />
    </>,
  ),
  video: icon(
    <>
      <rect x="1.5" y="3" width="13" height="10" rx="2" />
      <path d="M6.5 5.75v4.5L10.25 8z" fill="currentColor" />
    </>,
  ),
  undo: icon(<path d="M5.5 3.5L2.5 6.5l3 3M2.5 6.5h7a4 4 0 010 8H7" />),
  redo: icon(<path d="M10.5 3.5l3 3-3 3M13.5 6.5h-7a4 4 0 000 8H9" />),
} as const;
