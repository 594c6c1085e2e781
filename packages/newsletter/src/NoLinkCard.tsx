import { useId } from 'react';
import { settingsText } from './settingsMessages';

/**
 * A settings widget opened without its email link: its card, titled as it would be, says
 * where to open the page. Each of the page's widgets shows its own, in its own room, so the
 * page reads as its sections waiting for the link rather than one message repeated.
 */
export function NoLinkCard({ title, intro }: { title: string; intro: string }) {
  const id = useId();
  return (
    <section className="cw-nl" aria-labelledby={`${id}-title`}>
      <h2 className="cw-nl__title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="cw-nl__intro">{intro}</p>
      <p className="cw-nl__no-link">{settingsText.noLink()}</p>
    </section>
  );
}
