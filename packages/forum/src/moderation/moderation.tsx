import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCall } from '@casino/ui';
import { HOOKS } from '../shared/hooks';
import { EMPTY_VALUES, actionsFor } from './actions';
import type { Action, Outcome } from './actions';
import { ActionMenu } from './ActionMenu';
import { ActionSheet } from './ActionSheet';
import { text } from './messages';
import { readCategories, readModerators, useTargets } from './targets';
import type { Target } from './targets';
import './moderation.css';

interface OpenSheet {
  target: Target;
  action: Action;
}

/** The post whose menu button takes the focus once the page has it (none: it is gone). */
interface FocusAfter {
  kind: 'post';
  element: HTMLElement | null;
}

/** The focus went with a replaced or removed element (the browser gives it to the body). */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

const menuButtonOf = (target: Target) =>
  target.host.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]');

/**
 * The moderation of a thread page, loaded only for moderators and administrators (see
 * ./mount.tsx): a menu on the thread and on each post, the action sheet of the action
 * chosen, and the page changed from the answer.
 */
export function Moderation({ root }: { root: HTMLElement }) {
  const targets = useTargets(root);
  const [sheet, setSheet] = useState<OpenSheet | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const instant = useCall();
  const focusAfter = useRef<FocusAfter | null>(null);

  // After every render: the page may have the post before or after the action ends.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    const target = wanted.element && targets.find((item) => item.element === wanted.element);
    if (wanted.element && !target) return;
    focusAfter.current = null;
    // Only a focus lost with the old post is given back: never taken from where the
    // moderator has gone since (another menu, another sheet).
    if (!focusLost()) return;
    if (target) {
      menuButtonOf(target)?.focus();
      return;
    }
    const posts = root.querySelector<HTMLElement>(HOOKS.posts);
    posts?.setAttribute('tabindex', '-1');
    posts?.focus();
  });

  const finished = (target: Target, action: Action, outcome: Extract<Outcome, { ok: true }>) => {
    if (outcome.leaving) return;
    setStatus(text.done(action.label));
    setProblem('');
    // The menu button still there has the focus back (the menu or the dialog gave it);
    // a post replaced or gone gets it once the page has its new version.
    if (target.kind === 'post' && outcome.post !== target.element)
      focusAfter.current = { kind: 'post', element: outcome.post ?? null };
  };

  const choose = (target: Target, id: string) => {
    focusAfter.current = null;
    const action = actionsFor(target).find((item) => item.id === id);
    if (!action) return;
    // A destructive action is confirmed in its sheet, even with nothing to type.
    if (action.fields.length || action.danger) {
      setSheet({ target, action });
      return;
    }
    // An action without fields runs at once; clicks while it runs are ignored.
    void instant.run(async (signal) => {
      setProblem('');
      const outcome = await action.run(EMPTY_VALUES, signal);
      if (outcome.ok) finished(target, action, outcome);
      else setProblem(outcome.message);
    });
  };

  return (
    <>
      {targets.map((target) =>
        createPortal(
          <ActionMenu
            label={
              target.kind === 'thread'
                ? text.threadMenu()
                : text.postMenu(
                    target.element.querySelector(HOOKS.postAuthor)?.textContent?.trim() ||
                      text.someone(),
                  )
            }
            items={actionsFor(target).map(({ id, label, checked }) => ({ id, label, checked }))}
            onChoose={(id) => choose(target, id)}
          />,
          target.host,
          target.key,
        ),
      )}
      {sheet && (
        <ActionSheet
          action={sheet.action}
          itemId={sheet.target.id}
          categories={readCategories(root)}
          moderators={readModerators(root)}
          onClose={() => setSheet(null)}
          onDone={(outcome) => {
            setSheet(null);
            finished(sheet.target, sheet.action, outcome);
          }}
        />
      )}
      <p className="cw-forum-moderation__sr" role="status">
        {status}
      </p>
      {problem && (
        <p className="cw-forum-moderation__problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
