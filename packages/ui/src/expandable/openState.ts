/**
 * SPEC §2 "expandable boxes (one open at a time)": opening a box closes the open one;
 * toggling the open box closes it. `open` is the name of the open box, or null.
 */
export function toggleOpen(open: string | null, name: string): string | null {
  return open === name ? null : name;
}

/**
 * SPEC §4 "Unfair terms block: collapsed, loading once, expanded, then toggles": what a
 * box shows, from whether it is open and where its one-time load stands.
 */
export type ExpandableState = 'collapsed' | 'loading' | 'expanded' | 'error';

export function expandableState(
  open: boolean,
  load: 'idle' | 'loading' | 'loaded' | 'error' | null,
): ExpandableState {
  if (!open) return 'collapsed';
  if (load === 'loading' || load === 'idle') return 'loading';
  if (load === 'error') return 'error';
  return 'expanded';
}
