import { Suspense, lazy, useEffect, useState } from 'react';
import { loadGeneralState } from '@casino/core';
import { asMember } from '../shared/member';
import { shellText as text } from '../shared/shellMessages';
import type { ForumStartThreadProps } from './startThreadProps';
import { useDiscussHash } from './useDiscussHash';

/** The modal's code (the form, the editor's loader, the calls) loads when a member asks. */
const StartThreadModal = lazy(() =>
  import('./StartThreadModal').then(({ StartThreadModal }) => ({ default: StartThreadModal })),
);

/**
 * The thread list page's "Start a thread" (SPEC §2 Forum): a button that opens the
 * start-thread modal for a member (a visitor gets the login dialog), also opened by
 * `#discuss=true`.
 */
export function StartThread(props: ForumStartThreadProps) {
  const [asks, setAsks] = useState(0);
  const ask = () => asMember(() => setAsks((count) => count + 1));
  const hash = useDiscussHash(ask);

  useEffect(() => {
    void loadGeneralState();
  }, []);

  return (
    <div className="cw-forum-start-thread__root">
      <button
        type="button"
        className="cw-forum-thread__primary cw-forum-start-thread__open"
        aria-haspopup="dialog"
        onClick={ask}
      >
        {text.startButton()}
      </button>
      {asks > 0 && (
        <Suspense fallback={null}>
          <StartThreadModal {...props} asks={asks} onClosed={hash.forget} />
        </Suspense>
      )}
    </div>
  );
}
