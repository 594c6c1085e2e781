/**
 * Server HTML (trusted: the CMS and the backend escape their own) as inert nodes: a
 * template's content runs no script and loads nothing until it is inserted.
 */
export function parseFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}
