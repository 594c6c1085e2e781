export type TabsOrientation = 'horizontal' | 'vertical';

/**
 * WAI-ARIA tabs keyboard: the arrow keys of the orientation move to the previous or
 * next tab (wrapping at the ends), Home and End to the first and last. Returns the index
 * to focus, or null when the key is not one of these.
 */
export function tabIndexForKey(
  key: string,
  current: number,
  count: number,
  orientation: TabsOrientation = 'horizontal',
): number | null {
  if (count <= 0) return null;
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  switch (key) {
    case previous:
      return (current - 1 + count) % count;
    case next:
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
