import { useEffect, useId, useRef } from 'react';
import { shellText as text } from '../shared/shellMessages';

interface LockedNoticeProps {
  /** The member has an unsent reply here: the notice says it is kept. */
  draft?: boolean;
  /** The lock came while the member was in the reply box: the focus comes here. */
  takeLostFocus?: boolean;
}

/** In place of the reply box of a locked thread (SPEC §4 Thread: locked). */
export function LockedNotice({ draft = false, takeLostFocus = false }: LockedNoticeProps) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (takeLostFocus && (!active || active === document.body)) section.current?.focus();
  }, [takeLostFocus]);
  return (
    <section
      ref={section}
      className="cw-forum-thread__reply cw-forum-thread__locked"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      data-reply-locked
    >
      <h2 id={`${id}-title`} className="cw-forum-thread__title">
        {text.replyTitle()}
      </h2>
      <p role="status">
        {text.locked()}
        {draft && ` ${text.lockedDraft()}`}
      </p>
    </section>
  );
}
