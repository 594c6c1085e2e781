import type { ReactNode } from 'react';

export interface ChoiceGroupProps<V extends string> {
  /** `radio`: one choice (bonus and casino type); `checkbox`: several (game genres). */
  kind: 'radio' | 'checkbox';
  name: string;
  values: readonly V[];
  label: (value: V) => string;
  isChosen: (value: V) => boolean;
  onChoose: (value: V) => void;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
}

/**
 * The options of a step as native radio buttons or checkboxes, so arrow keys, Space and
 * the screen reader's group announcements work as visitors know them.
 */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>): ReactNode {
  const { kind, name, values, label, isChosen, onChoose, labelledBy, describedBy, invalid } = props;
  return (
    <div
      className="cw-wizard__choices"
      role={kind === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {values.map((value) => (
        <label key={value} className="cw-wizard__choice">
          <input
            type={kind}
            name={name}
            value={value}
            checked={isChosen(value)}
            aria-invalid={invalid || undefined}
            onChange={() => onChoose(value)}
          />
          <span>{label(value)}</span>
        </label>
      ))}
    </div>
  );
}
