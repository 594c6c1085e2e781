/**
 * Test setup: two places where happy-dom departs from the DOM standard and DOMPurify
 * relies on it, so that under happy-dom it would not sanitize (browsers need nothing):
 *
 * - `Node.prototype.nodeName`'s getter gives '' (the subclasses carry the real one);
 *   DOMPurify reads names through it, so every element looked unknown.
 * - A NodeIterator stops when the node it stands on is removed, where the standard moves
 *   it to the preceding node and goes on; DOMPurify removes that node all the time.
 */
const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node): string {
    for (
      let proto = Object.getPrototypeOf(this) as object | null;
      proto && proto !== Node.prototype;
      proto = Object.getPrototypeOf(proto) as object | null
    ) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this) as string;
    }
    return (nodeName?.get?.call(this) as string | undefined) ?? '';
  },
});

const SHOW_ALL = 0xffffffff;

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode)
    if (current.nextSibling) return current.nextSibling;
  return null;
}

function preceding(node: Node, root: Node): Node {
  if (node === root) return root;
  let previous = node.previousSibling;
  if (!previous) return node.parentNode ?? root;
  while (previous.lastChild) previous = previous.lastChild;
  return previous;
}

class StandardNodeIterator {
  private reference: Node;
  private anchor: Node;
  private pointerBefore = true;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {
    this.reference = root;
    this.anchor = root;
  }

  get referenceNode(): Node {
    return this.reference;
  }

  get pointerBeforeReferenceNode(): boolean {
    return this.pointerBefore;
  }

  private accepts(node: Node): boolean {
    if (!((this.whatToShow >>> (node.nodeType - 1)) & 1)) return false;
    if (!this.filter) return true;
    const result =
      typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return result === NodeFilter.FILTER_ACCEPT;
  }

  nextNode(): Node | null {
    let node = this.reference;
    let before = this.pointerBefore;
    if (node !== this.root && !this.root.contains(node)) {
      // Removed since: go on from where it stood.
      node = this.anchor;
      before = false;
    }
    for (;;) {
      if (before) before = false;
      else {
        const next = following(node, this.root);
        if (!next) return null;
        node = next;
      }
      if (this.accepts(node)) {
        this.reference = node;
        this.pointerBefore = false;
        this.anchor = preceding(node, this.root);
        return node;
      }
    }
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not needed by the tests');
  }

  detach(): void {}
}

function createNodeIterator(root: Node, whatToShow = SHOW_ALL, filter: NodeFilter | null = null) {
  return new StandardNodeIterator(root, whatToShow, filter) as unknown as NodeIterator;
}

// On whichever prototype carries it, for the page's document and for the inert one of a
// template (DOMPurify's): happy-dom's document classes are not the global `Document`.
const template = document.createElement('template');
for (const doc of [document, template.content.ownerDocument]) {
  let proto = Object.getPrototypeOf(doc) as object | null;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator'))
    proto = Object.getPrototypeOf(proto) as object | null;
  if (proto) Object.defineProperty(proto, 'createNodeIterator', { value: createNodeIterator });
}
