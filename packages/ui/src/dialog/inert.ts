/**
 * Makes everything on the page but `root` (and its ancestors) inert: no clicks, no focus,
 * hidden from assistive technology. A gate (an answer the visitor must give) uses it so
 * the page behind cannot be reached until it is answered. Elements already inert are left
 * as they are. Returns the release, which gives the page back (safe to call twice).
 */
export function inertOutside(root: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = root; node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      // Scripts and styles are not on screen; leave the markup as the CMS wrote it.
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    made.splice(0).forEach((element) => (element.inert = false));
  };
}
