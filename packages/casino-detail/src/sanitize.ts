// Imported only by the parts that load on demand, so DOMPurify comes with them.
import DOMPurify from 'dompurify';

/** The backend's HTML as nodes, cleaned by DOMPurify before it touches the page. */
export function cleanFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
}
