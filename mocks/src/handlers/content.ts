import { HttpResponse } from 'msw';
import { content } from '@casino/api';
import { db } from '../store/db';
import { handle } from '../handle';
import { html } from '../markup/html';
import type { SafeHtml } from '../markup/html';

/**
 * Lazy parts of the demo pages, by url: `/casino/{id}/bonuses` (the casino's bonuses),
 * `/casino/{id}/terms` (its unfair terms), `/academy/courses` (the academy's courses).
 * Any other url answers 404.
 */
const PARTS: [RegExp, (id: number) => SafeHtml][] = [
  [/^\/academy\/courses$/, () => academyCoursesHtml()],
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

/** The academy's courses, as the CMS renders its course cards. */
export const ACADEMY_COURSES = [
  { id: 'basics', title: 'Casino basics', lessons: 6, level: 'Beginner' },
  { id: 'bonuses', title: 'Understanding bonus terms', lessons: 8, level: 'Intermediate' },
  { id: 'bankroll', title: 'Bankroll management', lessons: 5, level: 'Intermediate' },
  { id: 'rtp', title: 'RTP and volatility explained', lessons: 7, level: 'Advanced' },
] as const;

function academyCoursesHtml(): SafeHtml {
  return html`<ul class="academy-courses" data-academy-courses>
    ${ACADEMY_COURSES.map(
      (course) =>
        html`<li class="academy-course" data-course-id="${course.id}">
          <h3><a href="/academy/${course.id}">${course.title}</a></h3>
          <p>${course.level} · ${String(course.lessons)} lessons</p>
        </li>`,
    )}
  </ul>`;
}

export const contentHandlers = [
  handle(content.lazyComponent, ({ url }) => {
    for (const [pattern, render] of PARTS) {
      const match = pattern.exec(url);
      if (match) return { content: String(render(Number(match[1]))) };
    }
    return HttpResponse.json({ code: 404, message: `No content at ${url}` }, { status: 404 });
  }),
];
