import { Suspense, lazy } from 'react';
import { Dialog } from '@casino/ui';
import type { SearchProps } from './props';
import { overlayText } from './overlayMessages';

/** The search field and results load with the first open, after the overlay itself. */
const SearchPanel = lazy(() =>
  import('./SearchPanel').then(({ SearchPanel }) => ({ default: SearchPanel })),
);

/** The open search overlay, loaded by SearchOverlay on the first open. */
export function SearchOverlayOpen({
  label,
  onClose,
  ...props
}: SearchProps & { label: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={label}
      className="cw-search cw-search--overlay"
      modalId="search"
    >
      <Suspense
        fallback={
          <p className="cw-search__status" role="status">
            {overlayText.loading()}
          </p>
        }
      >
        <SearchPanel {...props} label={label} />
      </Suspense>
    </Dialog>
  );
}
