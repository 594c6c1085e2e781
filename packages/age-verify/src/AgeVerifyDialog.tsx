import { useId } from 'react';
import { Dialog } from '@casino/ui';
import { AgeVerifyForm } from './AgeVerifyForm';
import type { AgeVerifyFormProps } from './AgeVerifyForm';
import { text } from './messages';

export interface AgeVerifyDialogProps extends AgeVerifyFormProps {
  onClose: () => void;
}

/**
 * The form in a modal dialog (focus moves in and is trapped, Escape closes, focus goes
 * back to Verify). Its code loads with the first click on Verify.
 */
export function AgeVerifyDialog({ onClose, ...form }: AgeVerifyDialogProps) {
  const introId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.dialogTitle()}
      describedBy={introId}
      className="cw-age-verify"
      modalId="age-verify"
    >
      <p id={introId} className="cw-av__intro">
        {text.gateIntro()}
      </p>
      <AgeVerifyForm {...form} />
    </Dialog>
  );
}
