import { TOURNAMENTS, seedDb } from '@casino/mocks';
import { homeHooks, pageHooks } from '@casino/api';
import { escape, placeholder, withRoom } from './layout';

const db = seedDb();
const SLIDES_PER_SLIDER = 8;
/** Each slider's images load 500 px before it scrolls into view (the slider's lazy images). */
const tile = (label: string, hue: number, width = 280, height = 160) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 280 160"><rect width="280" height="160" fill="hsl(${hue},45%,32%)"/><text x="140" y="92" font-size="22" fill="#fff" text-anchor="middle" font-family="sans-serif">${escape(label)}</text></svg>`,
  )}`;

/**
 * The slides the page's first slider shows before any scrolling (4 on the widest layout).
 * Their images are written with `src`: they are on screen at load, the largest paint of
 * the page on a phone, and must not wait for the slider's code ; the first is
 * fetched first. Every other slide image waits for its slider (`data-src`).
 */
const SLIDES_SHOWN_AT_LOAD = 4;
const image = (label: string, hue: number, index = SLIDES_SHOWN_AT_LOAD) =>
  index < SLIDES_SHOWN_AT_LOAD
    ? `<img src="${tile(label, hue)}" alt="" width="280" height="160"${index === 0 ? ' fetchpriority="high"' : ''}>`
    : `<img ${pageHooks.src}="${tile(label, hue)}" alt="" width="280" height="160">`;

const slider = (module: string, label: string, slides: string[]) =>
  `<section ${pageHooks.carousel}="${module}" aria-label="${escape(label)}"><div ${pageHooks.carouselViewport}><div ${pageHooks.carouselTrack}>${slides
    .map((slide) => `<div ${pageHooks.carouselSlide}>${slide}</div>`)
    .join('')}</div></div></section>`;

const casinoName = (id: number) => db.casinos.find((casino) => casino.id === id)?.name ?? '';

/** The bonus cards, each with the button that opens its detail modal. */
const bonusSlider = () =>
  slider(
    'bonus',
    'Top bonuses',
    db.bonuses
      .slice(0, SLIDES_PER_SLIDER)
      .map(
        (bonus, index) =>
          `<div class="card">${image(casinoName(bonus.casinoId), index * 40, index)}<h3>${escape(bonus.name)}</h3><p class="meta">${escape(casinoName(bonus.casinoId))}</p><button type="button" ${homeHooks.bonusDetail}="${bonus.id}" ${homeHooks.bonusTitle}="${escape(bonus.name)}" aria-haspopup="dialog">Bonus details<span class="visually-hidden"> of ${escape(bonus.name)}</span></button></div>`,
      ),
  );

const newCasinoSlider = () =>
  slider(
    'new',
    'New casinos',
    [...db.casinos]
      .sort((a, b) => b.established - a.established || b.id - a.id)
      .slice(0, SLIDES_PER_SLIDER)
      .map(
        (casino, index) =>
          `<div class="card">${image(casino.name, 200 + index * 15)}<h3>${escape(casino.name)}</h3><p class="meta">Since ${casino.established}</p></div>`,
      ),
  );

const TEAM = [
  ['Maria Lind', 'Head of reviews'],
  ['Tomás Reyes', 'Bonus analyst'],
  ['Aisha Karim', 'Complaints team'],
  ['Jonas Weber', 'Game tester'],
  ['Chen Wei', 'Editor'],
  ['Ola Nowak', 'Forum moderator'],
];

const teamSlider = () =>
  slider(
    'team',
    'Our team',
    TEAM.map(
      ([name, role], index) =>
        `<div class="card">${image(name!, 120 + index * 30)}<h3>${escape(name!)}</h3><p class="meta">${escape(role!)}</p></div>`,
    ),
  );

const forumCategorySlider = () =>
  slider(
    'forum-category',
    'Forum categories',
    db.forum.categories.map(
      (category) =>
        `<div class="card"><h3><a href="forum.html">${escape(category.name)}</a></h3><p class="meta">${db.threads.filter((thread) => thread.categoryId === category.id).length} threads</p></div>`,
    ),
  );

const gameSlider = () =>
  slider(
    'game',
    'Free games',
    db.games
      .slice(0, SLIDES_PER_SLIDER)
      .map(
        (game, index) =>
          `<a href="game-detail.html">${image(game.name, 300 + index * 10)}<span>${escape(game.name)}</span></a>`,
      ),
  );

/**
 * The home page (SPEC §2): the six sliders (the top casinos' is the one the other pages
 * share), the bonus card detail modal, and the three charts at the end of the page, which
 * load as it comes within 500 px of the viewport.
 */
export const homeMain = ({
  newsletter,
  topCasinos,
}: {
  newsletter: string;
  topCasinos: string;
}) => `<h1>Find a safe online casino</h1>
<p>Independent reviews of ${db.casinos.length} casinos, ${db.bonuses.length} bonuses and ${db.games.length} free games.</p>
<p><button type="button" ${pageHooks.cwRedirect}="/frontendService/redirectUrl?to=/casino-detail.html">Show me a random casino</button></p>
<h2>Top bonuses</h2>${bonusSlider()}
${placeholder('bonus-detail', { modalId: 'bonus-card-detail' }, 'idle', '')}
<h2>Top casinos</h2>${topCasinos}
<h2>New casinos</h2>${newCasinoSlider()}
<h2>Free games</h2>${gameSlider()}
${newsletter}
<h2>From the forum</h2>${forumCategorySlider()}
<h3>Latest threads</h3>
<ul>${db.threads
  .slice(0, 5)
  .map((thread) => `<li><a href="forum-thread.html">${escape(thread.title)}</a></li>`)
  .join('')}</ul>
<h2>Our team</h2>${teamSlider()}
<h2>Our database in numbers</h2>
${placeholder('home-charts', { headingLevel: 3 }, 'visible', '<p class="fallback">Charts of the casinos, bonuses and user reviews in our database.</p>')}`;

/** The tournament page: the cards, whose end times are set when the page is built. */
export const tournamentsMain = () => {
  const now = Date.now();
  const tournaments = TOURNAMENTS.map((tournament) => ({
    id: tournament.id,
    title: tournament.title,
    endsAt: new Date(now + tournament.endsInMinutes * 60_000).toISOString(),
    prize: tournament.prize,
    gameName: tournament.gameName,
    rules: tournament.rules,
  }));
  return `<h1>Free casino tournaments</h1>
<p>Play free games against other members for real prizes. Turn a card to see its leaderboard: it follows the games as they are played.</p>
${withRoom(
  { phone: 37.6875, wide: 19.5625 },
  placeholder(
    'tournaments',
    { tournaments, headingLevel: 2 },
    'eager',
    `<ul>${tournaments.map((tournament) => `<li>${escape(tournament.title)}: ${escape(tournament.prize)}</li>`).join('')}</ul>`,
  ),
)}`;
};

/** The tournament whose live channel the page follows: the first card's. */
export const TOURNAMENT_DESTINATION = `/topic/tournament.${TOURNAMENTS[0]!.id}`;
