import { STRENGTH_MAX_BARS } from './passwordStrength';
import type { Strength } from './passwordStrength';
import { text } from './messages';

const BAR_INDEXES = Array.from({ length: STRENGTH_MAX_BARS }, (_, index) => index);

/**
 * SPEC §5: 1 to 4 bars and a text, so the strength is not told by colour alone. The
 * text is a polite live region that stays in the page, empty while there is no score.
 * Before a score the meter shows its empty bars and a muted caption (hidden from
 * assistive technology, which hears the score when it comes): the room it keeps under
 * the password reads as the meter, not as a gap.
 */
export function StrengthMeter({ strength, id }: { strength: Strength | null; id: string }) {
  return (
    <div className="cw-su__strength" data-level={strength?.level} data-bars={strength?.bars}>
      <span className="cw-su__bars" aria-hidden="true">
        {BAR_INDEXES.map((index) => (
          <span
            key={index}
            className="cw-su__bar"
            data-filled={(strength && index < strength.bars) || undefined}
          />
        ))}
      </span>
      <span id={id} className="cw-su__strength-label" aria-live="polite">
        {strength && text.strength(strength.label)}
      </span>
      {!strength && (
        <span className="cw-su__strength-hint" aria-hidden="true">
          {text.strengthHint()}
        </span>
      )}
    </div>
  );
}
