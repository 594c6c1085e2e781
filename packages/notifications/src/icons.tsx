import type { ReactNode } from 'react';

/**
 * The notification types' icons: drawn, not emoji (a device without an emoji font shows
 * an empty box) and not an icon font. 16 px, in the text's colour, so they follow the
 * theme; decorative, as the type's label says the same in words.
 */
function icon(shapes: ReactNode) {
  return (
    <svg
      className="cw-nt__glyph"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes}
    </svg>
  );
}

const DOCUMENT = 'M4 1.5h5.5l3 3v10h-8.5zM9.5 1.5v3h3';
const STAR = 'M8 1.8l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z';
const RING = <circle cx="8" cy="8" r="6" />;

export const ICONS = {
  like: icon(
    <path d="M5 7v6.5H2.5V7zM5 7l2.4-4.3a1.4 1.4 0 012.5 1.1L9.4 6.5h3.3a1.4 1.4 0 011.4 1.7l-1 4.3a1.4 1.4 0 01-1.4 1H5" />,
  ),
  heart: icon(<path d="M8 13.5S2 10 2 6a3 3 0 016-1 3 3 0 016 1c0 4-6 7.5-6 7.5z" />),
  comment: icon(<path d="M2.5 3h11v7.5H7L4 13v-2.5H2.5z" />),
  comments: icon(<path d="M1.5 2.5h9v6h-5L3 10.5v-2H1.5zM12.5 6.5h2v6H13v2l-2.5-2h-4V11" />),
  edit: icon(<path d="M10.5 2.5l3 3-8 8h-3v-3zM9 4l3 3" />),
  trash: icon(<path d="M2.5 4.5h11M6 4.5v-2h4v2M4 4.5l.7 9h6.6l.7-9M6.7 7v4M9.3 7v4" />),
  lock: icon(
    <>
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 015 0v2" />
    </>,
  ),
  unlock: icon(
    <>
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 014.9-.7" />
    </>,
  ),
  tag: icon(
    <>
      <path d="M2.5 2.5h5l6 6-5 5-6-6z" />
      <circle cx="5.3" cy="5.3" r="1" fill="currentColor" stroke="none" />
    </>,
  ),
  move: icon(<path d="M1.5 4v8.5h13v-7H8L6.5 3.5h-5zM6 9h5M9 7l2 2-2 2" />),
  remove: icon(
    <>
      <rect x="2.5" y="2.5" width="11" height="11" rx="2" />
      <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" />
    </>,
  ),
  rank: icon(
    <>
      <circle cx="8" cy="10.5" r="3.5" />
      <path d="M5.7 7.8L3.5 2h3l1.5 3.5M10.3 7.8L12.5 2h-3L8 5.5" />
    </>,
  ),
  megaphone: icon(
    <path d="M2.5 6.5v3h2l6 3.5v-10l-6 3.5zM4.5 9.5l1 4h2l-.8-3.2M12.5 6.5a2 2 0 010 3" />,
  ),
  finish: icon(<path d="M3.5 14.5V2M3.5 2.5h9l-2 3 2 3h-9" />),
  reopen: icon(
    <path d="M13 8a5 5 0 01-8.9 3.1M3 8a5 5 0 018.9-3.1M12 1.8v3.3H8.7M4 14.2v-3.3h3.3" />,
  ),
  denied: icon(
    <>
      {RING}
      <path d="M4.8 8h6.4" />
    </>,
  ),
  send: icon(<path d="M14 2L2 7l5 2 2 5zM14 2L7 9" />),
  resolved: icon(
    <>
      {RING}
      <path d="M5 8.2l2 2 4-4.2" />
    </>,
  ),
  star: icon(<path d={STAR} />),
  approvedWithChanges: icon(<path d={`${DOCUMENT}M6 9.5l1.5 1.5 3-3.3`} />),
  rejected: icon(
    <>
      {RING}
      <path d="M3.8 3.8l8.4 8.4" />
    </>,
  ),
  needsChanges: icon(<path d={`${DOCUMENT}M6 12.5l.3-1.8 3.2-3.2 1.5 1.5-3.2 3.2z`} />),
  reply: icon(<path d="M6.5 3.5l-4 4 4 4M2.5 7.5H9a4.5 4.5 0 014.5 4.5v1" />),
  created: icon(<path d={`${DOCUMENT}M8.3 7v5M5.8 9.5h5`} />),
  bell: icon(
    <path d="M8 1.8a1 1 0 00-1 1v.5a4.3 4.3 0 00-3.3 4.2v3L2.3 12.2v1h11.4v-1l-1.4-1.7v-3A4.3 4.3 0 009 3.3v-.5a1 1 0 00-1-1zM6.3 14.2a1.7 1.7 0 003.4 0" />,
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;
