/** SPEC §2: outbound links start with /exit or /exitb. */
const EXIT_PATH = /^\/exitb?(\/|$)/;

/** The link a plain left click follows; Ctrl/Cmd, Shift, Alt and middle clicks are the browser's. */
export function plainClickLink(event: MouseEvent, selector = 'a[href]'): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.(selector);
  return link instanceof HTMLAnchorElement && !link.hasAttribute('download') ? link : null;
}

/** A same-origin outbound link. */
export const isExitLink = (link: HTMLAnchorElement): boolean =>
  link.origin === location.origin && EXIT_PATH.test(link.pathname);

/**
 * One delegated listener for every outbound link, also in HTML that arrives later; the
 * warn check's code loads on the first click.
 */
export function listenForExitLinks(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = plainClickLink(event);
    if (!link || !isExitLink(link)) return;
    event.preventDefault();
    import('./followExit').then(
      (module) => module.followExit(link),
      () => location.assign(link.href),
    );
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
