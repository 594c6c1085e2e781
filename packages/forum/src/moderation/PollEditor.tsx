import { useRef } from 'react';
import { text } from './messages';

/** A poll as the sheet edits it: options keep their id; a new one has none. */
export interface PollValues {
  question: string;
  options: { id?: number | undefined; name: string; key: number }[];
  locked: boolean;
  votingPrivate: boolean;
  translateAllOptions: boolean;
}

/** SPEC §5: a poll has at least two options; rows below this cannot be removed. */
export const POLL_MIN_OPTIONS = 2;

interface PollEditorProps {
  id: string;
  value: PollValues;
  onChange: (value: PollValues) => void;
  error?: string | undefined;
}

/**
 * The poll's fields (SPEC §3: question, options with name and id, locked, private voting,
 * translate all options). Removing a row moves the focus to the row before it.
 */
export function PollEditor({ id, value, onChange, error }: PollEditorProps) {
  const rows = useRef<(HTMLInputElement | null)[]>([]);
  const nextKey = useRef(value.options.length);
  const set = (change: Partial<PollValues>) => onChange({ ...value, ...change });
  const errorId = `${id}-poll-error`;
  const check = (field: 'locked' | 'votingPrivate' | 'translateAllOptions', label: string) => (
    <label className="cw-forum-moderation__check">
      <input
        type="checkbox"
        checked={value[field]}
        onChange={(event) => set({ [field]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="cw-forum-moderation__poll" aria-describedby={error ? errorId : undefined}>
      <legend>{text.poll()}</legend>
      <div className="cw-forum-moderation__field">
        <label htmlFor={`${id}-question`}>{text.pollQuestion()}</label>
        <input
          id={`${id}-question`}
          value={value.question}
          aria-invalid={error && !value.question.trim() ? true : undefined}
          onChange={(event) => set({ question: event.target.value })}
        />
      </div>
      {value.options.map((option, index) => (
        <div key={option.key} className="cw-forum-moderation__row">
          <label htmlFor={`${id}-option-${option.key}`}>{text.pollOption(index + 1)}</label>
          <input
            ref={(element) => {
              rows.current[index] = element;
            }}
            id={`${id}-option-${option.key}`}
            value={option.name}
            onChange={(event) =>
              set({
                options: value.options.map((item) =>
                  item.key === option.key ? { ...item, name: event.target.value } : item,
                ),
              })
            }
          />
          {value.options.length > POLL_MIN_OPTIONS && (
            <button
              type="button"
              onClick={() => {
                set({ options: value.options.filter((item) => item.key !== option.key) });
                rows.current[Math.max(0, index - 1)]?.focus();
              }}
            >
              {text.removeOption(index + 1)}
            </button>
          )}
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          nextKey.current += 1;
          set({ options: [...value.options, { name: '', key: nextKey.current }] });
        }}
      >
        {text.addOption()}
      </button>
      {check('locked', text.pollLocked())}
      {check('votingPrivate', text.votingPrivate())}
      {check('translateAllOptions', text.translateAllOptions())}
      {error && (
        <p id={errorId} role="alert" className="cw-forum-moderation__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
