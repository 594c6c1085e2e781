import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { on } from '@casino/core';
import { newsletter } from '@casino/api';
import type { NewsletterSetting } from '@casino/api';
import { LoaderButton, useCall } from '@casino/ui';
import { readEmailLink, sendWithToken } from './emailLink';
import { text } from './messages';
import { NoLinkCard, SettingsCard } from './SettingsCard';
import { settingsText } from './settingsMessages';
import type { NewsletterSettingsProps } from './settingsProps';

type Choices = Record<NewsletterSetting, boolean>;

const choicesOf = (given: Partial<Choices>): Choices =>
  Object.fromEntries(
    newsletter.NEWSLETTER_SETTINGS.map((name) => [name, given[name] ?? false]),
  ) as Choices;

type Feedback = { ok: boolean; message: string } | null;

/**
 * SPEC §3/§7 newsletter settings: the seven choices go to the form's action with the
 * email link's codes and a verification token. Unsubscribing elsewhere on the page
 * clears every choice.
 */
export function NewsletterSettings({
  authCode,
  messageId,
  action,
  settings,
}: NewsletterSettingsProps) {
  const link = readEmailLink({ authCode, messageId });
  const [choices, setChoices] = useState(() => choicesOf(settings));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { busy, run } = useCall();

  useEffect(
    () =>
      on('newsletter:unsubscribed', () => {
        setChoices(choicesOf({}));
        setFeedback(null);
      }),
    [],
  );

  if (!link.authCode)
    return <NoLinkCard title={settingsText.title()} intro={settingsText.intro()} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async (signal) => {
      setFeedback(null);
      const outcome = await sendWithToken(
        newsletter.newsletterSettings(action),
        { ...link, ...choices },
        signal,
      );
      setFeedback({
        ok: outcome.ok,
        message: outcome.ok
          ? (outcome.message ?? settingsText.saved())
          : (outcome.message ?? text.genericError()),
      });
    });
  };

  return (
    <SettingsCard title={settingsText.title()}>
      <form className="cw-nl__form" onSubmit={submit}>
        <fieldset className="cw-nl__choices">
          <legend className="cw-nl__intro">{settingsText.intro()}</legend>
          {newsletter.NEWSLETTER_SETTINGS.map((name) => (
            <label key={name} className="cw-nl__check">
              <input
                type="checkbox"
                name={name}
                checked={choices[name]}
                onChange={(event) => setChoices({ ...choices, [name]: event.target.checked })}
              />{' '}
              {settingsText[name]()}
            </label>
          ))}
        </fieldset>
        <LoaderButton
          className="cw-nl__button"
          type="submit"
          loading={busy}
          loadingLabel={settingsText.saving()}
        >
          {settingsText.save()}
        </LoaderButton>
      </form>
      <p role="status" className="cw-nl__note">
        {feedback?.ok && feedback.message}
      </p>
      {feedback && !feedback.ok && (
        <p role="alert" className="cw-nl__feedback">
          {feedback.message}
        </p>
      )}
    </SettingsCard>
  );
}
