import { useId } from 'react';
import type { ReactNode } from 'react';
import { settingsText } from './settingsMessages';

/** One card of the settings page: a region named by its title, then its content. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="cw-nl" aria-labelledby={`${id}-title`}>
      <h2 className="cw-nl__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A settings widget opened without its email link: its card, titled as it would be, says
 * where to open the page. Each of the page's widgets shows its own, in its own room, so the
 * page reads as its sections waiting for the link rather than one message repeated.
 */
export function NoLinkCard({ title, intro }: { title: string; intro: string }) {
  return (
    <SettingsCard title={title}>
      <p className="cw-nl__intro">{intro}</p>
      <p className="cw-nl__no-link">{settingsText.noLink()}</p>
    </SettingsCard>
  );
}
