import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Lightbox } from './Lightbox';
import type { LightboxImage } from './Lightbox';

/** Opens the lightbox over the page; returns its close. */
export function openLightbox(
  images: readonly LightboxImage[],
  start: number,
  label: string,
  onShow: (index: number) => void,
  returnFocus: (index: number) => HTMLElement | null,
  onClosed: () => void,
): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const reactRoot = createRoot(host);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    reactRoot.unmount();
    host.remove();
    onClosed();
  };
  const render = (index: number) => {
    onShow(index);
    reactRoot.render(
      createElement(Lightbox, {
        images,
        index,
        label,
        onIndexChange: render,
        onClose: close,
        returnFocus,
      }),
    );
  };
  render(start);
  return close;
}
