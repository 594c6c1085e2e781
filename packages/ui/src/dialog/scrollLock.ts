let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind an open dialog from scrolling. Dialogs may stack, so the page
 * scrolls again only when the last lock is released. The scrollbar's width is kept as
 * padding so the page does not shift sideways. Returns the release (safe to call twice).
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
