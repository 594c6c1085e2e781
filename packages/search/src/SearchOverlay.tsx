import { Suspense, useState } from 'react';
import { lazyDialogContent } from '@casino/ui';
import type { SearchProps } from './props';
import { overlayText } from './overlayMessages';

/** The overlay loads on the first open: most visits never search. */
const SearchOverlayOpen = lazyDialogContent(() =>
  import('./SearchOverlayOpen').then(({ SearchOverlayOpen }) => SearchOverlayOpen),
);

/** SPEC §2: the header's search button and the search overlay it opens. */
export function SearchOverlay(props: SearchProps) {
  const [open, setOpen] = useState(false);
  const label = props.label ?? overlayText.label();
  return (
    <>
      <button
        type="button"
        className="cw-search__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span>{label}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchOverlayOpen {...props} label={label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
