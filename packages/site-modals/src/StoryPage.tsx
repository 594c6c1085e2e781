import { useEffect, useState } from 'react';
import { removeCookie } from '@casino/core';
import { SITE_FLASH_MARKUP, siteModalMarkup } from '@casino/mocks';
import type { SiteFlashId, SiteModalId } from '@casino/mocks';
import { languageNavigation } from './language/languageForm';
import { resetOnLoadQueue } from './modals/ready';
import { SiteModals } from './SiteModals';

export interface StoryPageProps {
  /** The site modal the page's HTML has (the demo's markup, `@casino/mocks`). */
  modal?: SiteModalId;
  /** The server rendered it as due: `data-cw-open-on-load`. */
  openOnLoad?: boolean;
  /** A button that opens it by id (`data-cw-open-modal`), with this label. */
  opener?: string;
  /** Flash messages of the page, each with its opener's label. */
  flashes?: Partial<Record<SiteFlashId, string>>;
  /** A language settings link (`a[data-cw-language-settings]`) to this address. */
  settingsLink?: string;
  /** The cookies of a gate: a button clears them and shows the page afresh. */
  gateCookies?: readonly string[];
}

/** Forgets what a gate remembered, so it shows again on the next load of its markup. */
export function forgetGates(cookies: readonly string[]): void {
  cookies.forEach(removeCookie);
  // A gate left open by the story before would hold back the next one shown on load.
  resetOnLoadQueue();
}

/**
 * The site modals' markup as a page has it, with the widget mounted on it. The language
 * forms' navigation is shown instead of followed, so the story stays.
 */
export function StoryPage(props: StoryPageProps) {
  const { modal, openOnLoad, opener, flashes = {}, settingsLink, gateCookies } = props;
  const [round, setRound] = useState(0);
  const [destination, setDestination] = useState<string | null>(null);
  useEffect(() => {
    const go = languageNavigation.go;
    languageNavigation.go = setDestination;
    return () => {
      languageNavigation.go = go;
    };
  }, []);
  const markup = [
    modal ? siteModalMarkup(modal, { openOnLoad }) : '',
    ...Object.keys(flashes).map((id) => SITE_FLASH_MARKUP[id as SiteFlashId]),
  ].join('\n');
  return (
    <>
      <p>
        {modal && opener && (
          <button type="button" data-cw-open-modal={modal}>
            {opener}
          </button>
        )}
        {Object.entries(flashes).map(([id, label]) => (
          <button key={id} type="button" data-cw-open-modal={id}>
            {label}
          </button>
        ))}
        {settingsLink && (
          <a href={settingsLink} data-cw-language-settings>
            Language: English
          </a>
        )}
        {gateCookies && (
          <button
            type="button"
            onClick={() => {
              forgetGates(gateCookies);
              setRound((value) => value + 1);
            }}
          >
            Forget the answer and load again
          </button>
        )}
      </p>
      <p role="status">{destination && `The page would go to ${destination}`}</p>
      <div key={round}>
        <div dangerouslySetInnerHTML={{ __html: markup }} />
        <SiteModals />
      </div>
    </>
  );
}
