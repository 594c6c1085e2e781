import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { home, homeHooks } from '@casino/api';
import { call, logFailedLoad } from '@casino/core';
import { Dialog, useManagedModal, withSanitizer } from '@casino/ui';
import { text } from './messages';
import type { BonusDetailProps } from './props';

/** The server's bonus card button that opens the detail: `data-bonus-detail="{bonusId}"`. */
export const BONUS_DETAIL_HOOK = homeHooks.bonusDetail;

interface Opened {
  bonusId: number;
  /** The card's name, for the dialog's title (the server's `data-bonus-title`). */
  title: string;
}

type Content =
  { status: 'loading' } | { status: 'ready'; nodes: DocumentFragment } | { status: 'failed' };

/** The bonus card of a `[data-bonus-detail]` button, or null when the id is not one. */
export function openedFrom(button: Element): Opened | null {
  const bonusId = Number(button.getAttribute(BONUS_DETAIL_HOOK));
  if (!Number.isInteger(bonusId) || bonusId <= 0) return null;
  const title = button.getAttribute(homeHooks.bonusTitle)?.trim();
  return { bonusId, title: title || text.bonusDetailTitle() };
}

/**
 * SPEC §2 Modals "bonus card detail", §7 `bonusCardHomepageDetail`: a click on a bonus
 * card's detail button (server HTML, also inside sliders inserted later) opens the
 * modal by its id and loads the bonus's HTML into it, cleaned by DOMPurify. A failed
 * load says so in the modal with a button that tries again.
 */
export function BonusDetail({ modalId }: BonusDetailProps) {
  const modal = useManagedModal({ id: modalId });
  const [opened, setOpened] = useState<Opened | null>(null);
  const [content, setContent] = useState<Content>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The body as state, not a ref: the dialog's panel comes with its own chunk, so the
  // details can be ready before the body exists, and are put in when it does.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const { open } = modal;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest(`[${BONUS_DETAIL_HOOK}]`);
      if (!button) return;
      const next = openedFrom(button);
      if (!next) {
        console.error(`Bonus detail: "${button.getAttribute(BONUS_DETAIL_HOOK)}" is no bonus id`);
        return;
      }
      event.preventDefault();
      setOpened(next);
      setContent({ status: 'loading' });
      setAttempt((count) => count + 1);
      open();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  useEffect(() => {
    if (!opened || !modal.isOpen) return;
    const controller = new AbortController();
    // The sanitizer loads in parallel with the call.
    withSanitizer(
      call(
        home.bonusCardHomepageDetail,
        { bonusId: opened.bonusId },
        { signal: controller.signal },
      ),
    )
      .then(([html, sanitizer]) => sanitizer.fragment(html))
      .then(
        (nodes) => !controller.signal.aborted && setContent({ status: 'ready', nodes }),
        (error: unknown) => {
          if (logFailedLoad(`Bonus detail ${opened.bonusId}`, error, controller.signal))
            setContent({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [opened, modal.isOpen, attempt]);

  useLayoutEffect(() => {
    if (content.status !== 'ready' || !body) return;
    body.replaceChildren(content.nodes);
    // After Try again, whose button is gone now, the focus goes to the details.
    if (!body.closest('[role="dialog"]')?.contains(document.activeElement)) body.focus();
  }, [content, body]);

  const retry = useCallback(() => {
    setContent({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return (
    <Dialog
      open={modal.isOpen && opened !== null}
      onClose={modal.close}
      title={opened?.title ?? text.bonusDetailTitle()}
      className="cw-home"
      modalId={modalId}
    >
      <div className="cw-bonus-detail" aria-busy={content.status === 'loading'}>
        {content.status === 'loading' && <p role="status">{text.bonusDetailLoading()}</p>}
        {content.status === 'failed' && (
          <div role="alert">
            <p>{text.bonusDetailError()}</p>
            <button type="button" className="cw-bonus-detail__retry" onClick={retry}>
              {text.retry()}
            </button>
          </div>
        )}
        <div
          ref={setBody}
          className="cw-bonus-detail__body"
          tabIndex={-1}
          hidden={content.status !== 'ready'}
        />
      </div>
    </Dialog>
  );
}
