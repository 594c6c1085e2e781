import type * as FollowExit from './followExit';

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

type Follower = typeof FollowExit;

/**
 * One delegated listener for every outbound link, also in HTML that arrives later. The
 * warn check's code loads, and the check starts, when the visitor reaches for a link
 * (pointer over it, focus), so the click can open the tab at once.
 */
export function listenForExitLinks(doc: Document): () => void {
  let loading: Promise<Follower> | null = null;
  let loaded: Follower | null = null;
  const load = () =>
    (loading ??= import('./followExit').then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const onReach = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isExitLink(link)) return;
    load().then(
      (module) => module.checkExit(link),
      () => undefined,
    );
  };
  const onClick = (event: MouseEvent) => {
    const link = plainClickLink(event);
    if (!link || !isExitLink(link)) return;
    event.preventDefault();
    if (loaded) loaded.followExit(link);
    else
      load().then(
        (module) => module.followExit(link),
        () => location.assign(link.href),
      );
  };
  doc.addEventListener('pointerover', onReach);
  doc.addEventListener('focusin', onReach);
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('pointerover', onReach);
    doc.removeEventListener('focusin', onReach);
    doc.removeEventListener('click', onClick);
  };
}
