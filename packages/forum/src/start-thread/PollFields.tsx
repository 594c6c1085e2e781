import { useId } from 'react';
import { text } from '../messages';
import { changePollOption } from '../shared/threadForm';
import type { ThreadFormState } from '../shared/threadForm';

type PollState = Pick<
  ThreadFormState,
  'pollQuestion' | 'pollOptions' | 'votingPrivate' | 'translateAllOptions'
>;

interface PollFieldsProps {
  poll: PollState;
  onChange: (change: Partial<PollState>) => void;
}

/**
 * The optional poll of a new thread (SPEC §3, §5): a question, option rows (a row is added
 * when all are filled, an emptied row is removed) and the two switches.
 */
export function PollFields({ poll, onChange }: PollFieldsProps) {
  const id = useId();
  return (
    <fieldset className="cw-forum-start-thread__poll">
      <legend>{text.pollLegend()}</legend>
      <label className="cw-forum-thread__label">
        {text.pollQuestion()}
        <input
          type="text"
          className="cw-forum-start-thread__input"
          value={poll.pollQuestion}
          onChange={(event) => onChange({ pollQuestion: event.target.value })}
        />
      </label>
      <ol className="cw-forum-start-thread__options">
        {poll.pollOptions.map((option, index) => (
          // Rows are positions: when a row goes, the focus stays in the field at its place.
          <li key={index}>
            <label className="cw-forum-thread__label" htmlFor={`${id}-option-${index}`}>
              {text.pollOption(index + 1)}
            </label>
            <input
              id={`${id}-option-${index}`}
              type="text"
              className="cw-forum-start-thread__input"
              value={option}
              onChange={(event) =>
                onChange({
                  pollOptions: changePollOption(poll.pollOptions, index, event.target.value),
                })
              }
            />
          </li>
        ))}
      </ol>
      <label className="cw-forum-start-thread__check">
        <input
          type="checkbox"
          checked={poll.votingPrivate}
          onChange={(event) => onChange({ votingPrivate: event.target.checked })}
        />
        {text.pollPrivate()}
      </label>
      <label className="cw-forum-start-thread__check">
        <input
          type="checkbox"
          checked={poll.translateAllOptions}
          onChange={(event) => onChange({ translateAllOptions: event.target.checked })}
        />
        {text.pollTranslate()}
      </label>
    </fieldset>
  );
}
