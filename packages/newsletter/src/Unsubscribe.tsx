import { useState } from 'react';
import { emit } from '@casino/core';
import { newsletter } from '@casino/api';
import { LoaderButton } from '@casino/ui';
import { readEmailLink, sendWithToken } from './emailLink';
import type { Outcome } from './emailLink';
import { text } from './messages';
import { NoLinkCard, SettingsCard } from './SettingsCard';
import { settingsText } from './settingsMessages';
import type { UnsubscribeProps } from './settingsProps';

interface UnsubscribeBoxProps {
  title: string;
  intro: string;
  label: string;
  done: string;
  send: (signal: AbortSignal) => Promise<Outcome>;
  onDone?: () => void;
}

/** One unsubscribe action: its button, then the server's answer in place. */
function UnsubscribeBox({ title, intro, label, done, send, onDone }: UnsubscribeBoxProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <SettingsCard title={title}>
      <p className="cw-nl__intro">{intro}</p>
      {!outcome?.ok && (
        <LoaderButton
          className="cw-nl__button"
          loadingLabel={settingsText.sending()}
          onAction={async (signal) => {
            setOutcome(null);
            const result = await send(signal);
            setOutcome(result);
            if (result.ok) onDone?.();
          }}
        >
          {label}
        </LoaderButton>
      )}
      <p role="status" className="cw-nl__note">
        {outcome?.ok && (outcome.message ?? done)}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="cw-nl__feedback">
          {outcome.message ?? text.genericError()}
        </p>
      )}
    </SettingsCard>
  );
}

/** SPEC §7 newsletter unsubscribe: every newsletter stops, every setting is cleared. */
export function NewsletterUnsubscribe(props: UnsubscribeProps) {
  const link = readEmailLink(props);
  if (!link.authCode || !link.messageId)
    return (
      <NoLinkCard title={settingsText.unsubscribeTitle()} intro={settingsText.unsubscribeIntro()} />
    );
  return (
    <UnsubscribeBox
      title={settingsText.unsubscribeTitle()}
      intro={settingsText.unsubscribeIntro()}
      label={settingsText.unsubscribe()}
      done={settingsText.unsubscribed()}
      send={(signal) => sendWithToken(newsletter.newsletterUnsubscribe, link, signal)}
      onDone={() => emit('newsletter:unsubscribed', {})}
    />
  );
}

/** SPEC §7 user reactivation unsubscribe: the reminder emails of an idle account stop. */
export function ReactivationUnsubscribe(props: UnsubscribeProps) {
  const { authCode } = readEmailLink(props);
  if (!authCode)
    return (
      <NoLinkCard
        title={settingsText.reactivationTitle()}
        intro={settingsText.reactivationIntro()}
      />
    );
  return (
    <UnsubscribeBox
      title={settingsText.reactivationTitle()}
      intro={settingsText.reactivationIntro()}
      label={settingsText.reactivationUnsubscribe()}
      done={settingsText.reactivationDone()}
      send={(signal) => sendWithToken(newsletter.userReactivationUnsubscribe, { authCode }, signal)}
    />
  );
}
