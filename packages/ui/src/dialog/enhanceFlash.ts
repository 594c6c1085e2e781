import { clock } from '@casino/core';
import { FLASH_MESSAGE_DELAY_MS } from './FlashMessage';
import { text } from './messages';
import './flash-message.css';

export interface ServerFlash {
  /** Shows the note after the flash delay (SPEC §9); again after a hide. */
  show(): void;
  /** Hides it (or cancels a show still waiting); returns whether it was shown or due. */
  hide(): boolean;
  /** Puts the server markup back as it was. */
  destroy(): void;
}

/**
 * The flash message (`FlashMessage`'s look and behaviour) on server markup: the element's
 * content moves into a `role="status"` region that is on the page from the start, so the
 * note is announced when it fills; a dismiss button is added. `onDismiss` runs when the
 * visitor dismisses it.
 */
export function enhanceFlashMessage(element: HTMLElement, onDismiss: () => void): ServerFlash {
  const content = document.createDocumentFragment();
  content.append(...element.childNodes);
  const status = document.createElement('div');
  status.className = 'cw-flash__message';
  status.setAttribute('role', 'status');
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'cw-flash__dismiss';
  dismiss.setAttribute('aria-label', text.dismiss());
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  dismiss.append(cross);
  dismiss.hidden = true;
  dismiss.addEventListener('click', onDismiss);
  element.classList.add('cw-flash');
  element.append(status, dismiss);
  element.hidden = false;

  let timer: ReturnType<typeof clock.setTimeout> | null = null;
  let shown = false;
  const reveal = () => {
    timer = null;
    shown = true;
    status.append(...content.childNodes);
    dismiss.hidden = false;
    element.classList.add('cw-flash--shown');
  };
  const hide = () => {
    const was = shown || timer !== null;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (shown) {
      // The dismiss button is about to hide: let the focus go rather than leave it on nothing.
      if (element.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
      content.append(...status.childNodes);
      dismiss.hidden = true;
      element.classList.remove('cw-flash--shown');
      shown = false;
    }
    return was;
  };
  return {
    show() {
      if (shown || timer !== null) return;
      timer = clock.setTimeout(reveal, FLASH_MESSAGE_DELAY_MS);
    },
    hide,
    destroy() {
      hide();
      dismiss.removeEventListener('click', onDismiss);
      status.remove();
      dismiss.remove();
      element.classList.remove('cw-flash');
      element.append(content);
      element.hidden = true;
    },
  };
}
