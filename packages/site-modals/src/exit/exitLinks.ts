/** SPEC §2: outbound links start with /exit or /exitb. */
const EXIT_PATH = /^\/exitb?(\/|$)/;

/** The same-origin outbound link a plain left click follows, if it is one. */
export function exitLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  // Ctrl/Cmd, Shift, Alt and middle clicks keep the browser's own behaviour.
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  return link.origin === location.origin && EXIT_PATH.test(link.pathname) ? link : null;
}

/**
 * One delegated listener for every outbound link, also in HTML that arrives later. The
 * warn check's code loads on the first click; a link already on its way ignores a second.
 */
export function listenForExitLinks(doc: Document): () => void {
  const following = new WeakSet<HTMLAnchorElement>();
  const onClick = (event: MouseEvent) => {
    const link = exitLinkOf(event);
    if (!link) return;
    event.preventDefault();
    if (following.has(link)) return;
    following.add(link);
    void import('./followExit')
      .then(({ followExit }) => followExit(link))
      .catch(() => location.assign(link.href))
      .finally(() => following.delete(link));
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
