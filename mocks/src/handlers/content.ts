import { HttpResponse } from 'msw';
import { content } from '@casino/api';
import { db } from '../db';
import { handle } from '../handle';
import { html } from './html';
import type { SafeHtml } from './html';

/**
 * Lazy parts of the demo pages, by url: `/casino/{id}/bonuses` (the casino's bonuses),
 * `/casino/{id}/terms` (its unfair terms). Any other url answers 404.
 */
const PARTS: [RegExp, (id: number) => SafeHtml][] = [
  [
    /^\/casino\/(\d+)\/bonuses$/,
    (id) => {
      const bonuses = db.bonuses.filter((bonus) => bonus.casinoId === id);
      return bonuses.length
        ? html`<ul class="lazy-bonuses">
            ${bonuses.map((bonus) => html`<li>${bonus.name}: wagering ${String(bonus.wagering)}×</li>`)}
          </ul>`
        : html`<p>No bonuses right now.</p>`;
    },
  ],
  [
    /^\/casino\/(\d+)\/terms$/,
    (id) =>
      html`<p>
        Casino ${String(id)} may withhold winnings above €5,000 a month and void bonuses after 7
        days without play.
      </p>`,
  ],
];

export const contentHandlers = [
  handle(content.lazyComponent, ({ url }) => {
    for (const [pattern, render] of PARTS) {
      const match = pattern.exec(url);
      if (match) return { content: String(render(Number(match[1]))) };
    }
    return HttpResponse.json({ code: 404, message: `No content at ${url}` }, { status: 404 });
  }),
];
