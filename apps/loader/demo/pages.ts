import {
  ACADEMY_COURSES,
  ARTICLE_AUDIO_PATH,
  LIST_PATHS,
  REPUTATION_LABELS,
  renderComplaints,
  renderListPage,
  renderReviewsListing,
  renderReviewsPanel,
  renderUserReviews,
  seedDb,
} from '@casino/mocks';
import type { ListKind } from '@casino/mocks';
import { casinoDetailHooks, games, gamesHooks, pageHooks, reviewsHooks } from '@casino/api';
import {
  THEME_SCRIPT,
  THEME_SCRIPT_FILE,
  escape,
  placeholder,
  renderPage,
  withRoom,
} from './layout';
import type { PageOptions } from './layout';
import { TOURNAMENT_DESTINATION, homeMain, tournamentsMain } from './homePage';
import { forumListPage, representedCasinos, threadPage } from './forumPages';

const { VOTE_FORM_PATH } = games;
import { OUTBOUND_LINKS, SITE_MODALS_PAGES, SITE_MODALS_WIDGET } from './siteModals';

const db = seedDb();
const casinoName = (id: number) => db.casinos.find((casino) => casino.id === id)?.name ?? '';
const userName = (id: number) => db.users.find((user) => user.id === id)?.userName ?? '';

/** A server-rendered list page (filters, tabs, sort, results) and the list widget beside it. */
const listPage = (kind: ListKind) =>
  `${placeholder('filters', { loadUrlBase: LIST_PATHS[kind].results, filterGroupUrl: LIST_PATHS[kind].group }, 'eager', '')}
${renderListPage(kind)}`;

const reviewList = (reviews: typeof db.reviews) =>
  `<ul class="cards">${reviews
    .map(
      (review) => `<li class="card"><h3>${escape(casinoName(review.casinoId))}</h3>
<p class="meta">${'★'.repeat(review.stars)}${'☆'.repeat(5 - review.stars)} by ${escape(userName(review.userId))}</p>
<p>${escape(review.text)}</p></li>`,
    )
    .join('')}</ul>`;

/** The casinos with reviews, for the reviews listing's casino filter. */
const reviewedCasinos = () =>
  db.casinos
    .filter((casino) => db.reviews.some((review) => review.casinoId === casino.id))
    .map((casino) => ({ id: casino.id, name: casino.name }));

/** A placeholder screenshot: an SVG drawn in the page, so the demo needs no image files. */
const screenshot = (index: number, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 200"><rect width="320" height="200" fill="hsl(${index * 47},45%,35%)"/><text x="160" y="110" font-size="28" fill="#fff" text-anchor="middle" font-family="sans-serif">Screenshot ${index}</text></svg>`,
  )}`;

const screenshotSlider = () =>
  `<section ${pageHooks.carousel}="screenshots" aria-label="Screenshots of ${escape(db.casinos[0]!.name)}"><div ${pageHooks.carouselViewport}><div ${pageHooks.carouselTrack}>${[
    1, 2, 3, 4, 5, 6,
  ]
    .map(
      (index) =>
        `<div ${pageHooks.carouselSlide}><a ${pageHooks.carouselZoom} href="${screenshot(index, 1280, 800)}"><img ${pageHooks.src}="${screenshot(index, 320, 200)}" alt="Screenshot ${index} of the casino lobby" width="320" height="200"></a></div>`,
    )
    .join('')}</div></div></section>`;

/** An unfair-terms block of the casino page: collapsed, its text loaded when first opened. */
const unfairTerms = (id: number, title: string) =>
  `<div ${pageHooks.cwExpandable} ${pageHooks.cwOwner}="casino-detail" ${pageHooks.cwExpandableLoad} ${casinoDetailHooks.termsId}="${id}" ${casinoDetailHooks.termsExplanationId}="${id}" ${casinoDetailHooks.termsTypeId}="1"><button type="button" ${pageHooks.cwExpandableToggle}>${escape(title)}</button><div ${pageHooks.cwExpandableContent}></div></div>`;

/** The reputation tab's complaint statuses: all of them, or one. */
const complaintFilter = () =>
  `<div role="group" aria-label="Complaint status" class="complaint-filter">${[
    ['ALL', 'All'],
    ['OPEN', 'Open'],
    ['RESOLVED', 'Resolved'],
    ['REJECTED', 'Rejected'],
    ['UNRESOLVED', 'Unresolved'],
  ]
    .map(
      ([status, label]) =>
        `<button type="button" ${casinoDetailHooks.complaintStatus}="${status}" aria-pressed="${status === 'ALL'}">${label}</button>`,
    )
    .join(' ')}</div>`;

const relatedCasinoSlider = () =>
  `<section ${pageHooks.carousel}="top-casino" aria-label="Similar casinos"><div ${pageHooks.carouselViewport}><div ${pageHooks.carouselTrack}>${db.casinos
    .slice(1, 9)
    .map(
      (casino) =>
        `<div ${pageHooks.carouselSlide}><div class="card"><h3>${escape(casino.name)}</h3><p class="meta">Safety index ${casino.rating}/10</p><a href="/exit/casino-${casino.id}" rel="nofollow noopener">Visit ${escape(casino.name)}</a></div></div>`,
    )
    .join('')}</div></div></section>`;

const newsSlider = () =>
  `<section ${pageHooks.carousel}="news" aria-label="News about ${escape(db.casinos[0]!.name)}"><div ${pageHooks.carouselViewport}><div ${pageHooks.carouselTrack}>${[
    'New live casino studio opens',
    'Withdrawals now paid within 24 hours',
    'Weekly tournament with free entry',
    'Licence renewed for five years',
    'Mobile app rebuilt from scratch',
  ]
    .map(
      (title) =>
        `<div ${pageHooks.carouselSlide}><article class="card"><h3><a href="article.html">${escape(title)}</a></h3></article></div>`,
    )
    .join('')}</div></div></section>`;

const topCasinoSlider = () =>
  `<section ${pageHooks.carousel}="top-casino" aria-label="Top casinos"><div ${pageHooks.carouselViewport}><div ${pageHooks.carouselTrack}>${db.casinos
    .slice(0, 8)
    .map(
      (casino) =>
        `<div ${pageHooks.carouselSlide}><div class="card"><h3>${escape(casino.name)}</h3><p class="meta">Safety index ${casino.rating}/10</p></div></div>`,
    )
    .join('')}</div></div></section>`;

/** The like and dislike buttons' icons, drawn: a device without an emoji font shows them too. */
const icon = (path: string) =>
  `<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`;
const THUMB_UP = icon(
  'M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.3a2 2 0 0 0 2-1.7l1.4-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3',
);
const THUMB_DOWN = icon(
  'M10 15v4a3 3 0 0 0 3 3l4-9V2H5.7a2 2 0 0 0-2 1.7l-1.4 9a2 2 0 0 0 2 2.3zM17 2h2.7A2.3 2.3 0 0 1 22 4v7a2.3 2.3 0 0 1-2.3 2H17',
);

/**
 * The game page's game, with the age verification overlay over it: the overlay shows when
 * the address has `#enableAgeVerify` (the link below sets it), as it would for a visitor
 * the server asks to verify (`required`). Below it, the game's like and dislike buttons.
 */
const gameStage = () =>
  `<section class="card" ${pageHooks.ageVerifyGame} ${gamesHooks.gameStage} ${gamesHooks.gameHash}="playGame" aria-label="${escape(db.games[0]!.name)} free demo" style="background:#1d3a2b;color:#fff;min-height:12rem"><h2>${escape(db.games[0]!.name)}</h2><p>The free demo runs here.</p><button type="button" ${gamesHooks.gamePlay} data-game-src="${GAME_FRAME_SRC}">Play the free demo</button></section>
${placeholder('age-verify', { required: false }, 'eager', '<noscript><p>Age verification needs JavaScript.</p></noscript>')}
<p><a href="#enableAgeVerify">Verify your age</a> to play games for adults only.</p>
<div class="game-like" ${gamesHooks.gameLike} ${gamesHooks.itemId}="${db.games[0]!.id}" data-like-state="">
<button type="button" ${gamesHooks.gameLikeType}="LIKE" aria-pressed="false">${THUMB_UP} Like <span ${gamesHooks.gameLikeCount}>${db.games[0]!.likes}</span></button>
<button type="button" ${gamesHooks.gameLikeType}="DISLIKE" aria-pressed="false">${THUMB_DOWN} Dislike</button>
${placeholder('game-like', {}, 'idle', '', `[${gamesHooks.gameLike}]`)}
</div>
${gameActions()}`;

/**
 * The game's personal list buttons, its vote link and the request-game modal's opener,
 * as the CMS renders them; the list state is the visitor's as the server knows it.
 */
const gameActions = () => {
  const game = db.games[0]!;
  return `<div class="game-actions">
<div ${gamesHooks.gameList} ${gamesHooks.gameId}="${game.id}" data-game-name="${escape(game.name)}" data-in-list="false">
<button type="button" ${gamesHooks.gameListAdd}>Add to my games</button>
<button type="button" ${gamesHooks.gameListRemove} hidden>Remove from my games</button>
</div>
${placeholder('game-list', {}, 'idle', '', `[${gamesHooks.gameList}]`)}
<p><button type="button" ${gamesHooks.voteLink} ${gamesHooks.voteItemId}="${game.id}" data-vote-type="GAME_VOTE" ${gamesHooks.voteFormUrl}="${VOTE_FORM_PATH}" data-vote-state="">Does this game work for you?<span ${gamesHooks.voteMark}="LIKE" hidden> You said it works.</span><span ${gamesHooks.voteMark}="DISLIKE" hidden> You said it does not work.</span></button>
<button type="button" ${gamesHooks.voteLink} ${gamesHooks.voteDisabled} aria-disabled="true" ${gamesHooks.voteItemId}="${game.id}" ${gamesHooks.voteFormUrl}="${VOTE_FORM_PATH}">Vote on the live version (closed)</button></p>
${placeholder('game-vote', {}, 'idle', '', `[${gamesHooks.voteLink}]`)}
<p>Missing a game? <button type="button" ${pageHooks.cwOpenModal}="request-game">Request a game</button></p>
${placeholder('game-request', { openLabel: '' }, 'idle', '', `[${pageHooks.cwOpenModal}=request-game]`)}
</div>
${gamePageSections()}`;
};

/** The demo's stand-in for a game provider's frame: a page of the same site. */
const GAME_FRAME_SRC = 'index.html#game-demo';

type DemoGame = (typeof db.games)[number];

/** A card's media by its type (SPEC §2 "Game card types"). */
const cardMedia = (game: DemoGame) => {
  const name = escape(game.name);
  switch (game.cardType) {
    case 'IMAGE_GALLERY':
      return `<ul class="gallery" aria-label="Screenshots of ${name}">${[1, 2, 3]
        .map(
          (index) =>
            `<li><img src="${screenshot(game.id + index, 96, 60)}" alt="${name} screenshot ${index}" width="96" height="60"></li>`,
        )
        .join('')}</ul>`;
    case 'PREVIEW_VIDEO':
      return `<video ${gamesHooks.gamePreview} preload="none" muted playsinline poster="${screenshot(game.id, 320, 200)}" aria-label="Preview of ${name}" width="320" height="200"></video><button type="button" ${gamesHooks.gameCardPlay}>Play the preview<span class="visually-hidden"> of ${name}</span></button>`;
    case 'LIVE_STREAM':
      return `<button type="button" ${gamesHooks.gameCardPlay} data-game-src="${GAME_FRAME_SRC}">Watch live<span class="visually-hidden">: ${name}</span></button>`;
    case 'GAMALYZE':
      return `<button type="button" ${gamesHooks.gameCardPlay} data-game-src="${GAME_FRAME_SRC}">Statistics<span class="visually-hidden"> of ${name}</span></button>`;
    default:
      return `<button type="button" ${gamesHooks.gameCardPlay} data-game-src="${GAME_FRAME_SRC}">Play<span class="visually-hidden"> ${name}</span></button>`;
  }
};

/** One game of each card type, with the flags live, hasCasino, hasReview and inMyList. */
const carouselGames = () =>
  (['IFRAME', 'IMAGE_GALLERY', 'PREVIEW_VIDEO', 'LIVE_STREAM', 'GAMALYZE'] as const).flatMap(
    (type) => db.games.filter((game) => game.id !== 1 && game.cardType === type).slice(0, 2),
  );

const gameCard = (game: DemoGame, index: number) => {
  const name = escape(game.name);
  const flags = {
    live: game.live,
    hasCasino: index % 2 === 0,
    hasReview: index % 3 !== 2,
    inMyList: false,
  };
  return `<div ${pageHooks.carouselSlide}><article class="card game-card" ${gamesHooks.gameCard} ${gamesHooks.gameId}="${game.id}" data-card-type="${game.cardType}" data-live="${flags.live}" data-has-casino="${flags.hasCasino}" data-has-review="${flags.hasReview}" aria-label="${name}">
<h3>${name}</h3><p class="meta">${escape(game.provider)}${flags.live ? ' · <strong>Live</strong>' : ''}</p>
${cardMedia(game)}
<button type="button" ${gamesHooks.gameCardOpen}>Details<span class="visually-hidden"> of ${name}</span></button>
<div ${gamesHooks.gameList} ${gamesHooks.gameId}="${game.id}" data-game-name="${name}" data-in-list="${flags.inMyList}"><button type="button" ${gamesHooks.gameListAdd}>Add to my games<span class="visually-hidden">: ${name}</span></button><button type="button" ${gamesHooks.gameListRemove} hidden>Remove from my games<span class="visually-hidden">: ${name}</span></button></div>
<template ${gamesHooks.gameCardDetail}><h3>${name}</h3><p>${escape(game.provider)}, rated ${game.rating}/10, ${game.likes} likes.</p>${flags.hasReview ? `<p><a href="game-detail.html#review">Read the review of ${name}</a></p>` : ''}${flags.hasCasino ? `<p><a href="/exit/casino/1">Play ${name} for real money</a></p>` : '<p>No casino of our list offers this game yet.</p>'}</template>
</article></div>`;
};

/**
 * The game page below the game: the play-for-real button, the top casinos, the review,
 * the carousel of games with its detail panel (a route of its own on phones), articles.
 */
const gamePageSections =
  () => `<p><button type="button" ${gamesHooks.playForReal}>Play ${escape(db.games[0]!.name)} for real money</button></p>
<section ${gamesHooks.gameHash}="play-for-real" aria-labelledby="play-for-real-title"><h2 id="play-for-real-title">Top casinos with this game</h2>${topCasinoSlider()}</section>
<section ${gamesHooks.gameHash}="review" aria-labelledby="review-title"><h2 id="review-title">Our review</h2><p>A classic five-reel slot with expanding symbols and a free spins round.</p></section>
<section ${gamesHooks.gameHash}="game-detail" aria-labelledby="more-games-title"><h2 id="more-games-title">More games</h2>
<section ${pageHooks.carousel}="game" ${gamesHooks.gameCarousel} aria-label="More games"><div ${pageHooks.carouselViewport}><div ${pageHooks.carouselTrack}>${carouselGames().map(gameCard).join('')}</div></div></section>
<section ${gamesHooks.gameDetailPanel} hidden aria-label="Game details"><button type="button" ${gamesHooks.gameDetailClose}>Close the details</button><div ${gamesHooks.gameDetailBody}></div></section></section>
<h2>Articles</h2>
<section ${pageHooks.carousel}="news" aria-label="Articles"><div ${pageHooks.carouselViewport}><div ${pageHooks.carouselTrack}>${[
    'How slots pay',
    'Volatility explained',
    'Free spins, real wins',
    'Demo play first',
    'Reading an RTP',
  ]
    .map(
      (title) =>
        `<div ${pageHooks.carouselSlide}><div class="card"><h3><a href="article.html">${escape(title)}</a></h3></div></div>`,
    )
    .join('')}</div></div></section>
${placeholder('game-page', {}, 'eager', '')}`;

const inlineNewsletter = (load: string) =>
  withRoom(
    { phone: 20.125, wide: 18.625 },
    placeholder(
      'newsletter',
      { variant: 'inline', modalId: 'newsletter' },
      load,
      '<p class="fallback">Subscribe to our newsletter: new casinos and bonuses every week.</p>',
    ),
  );

/** The article's sections, for its collapsible menu (and the server's fallback list). */
const ARTICLE_MENU = [
  {
    id: 'wagering',
    label: 'Wagering requirements',
    href: '#wagering',
    children: [
      { id: 'wagering-example', label: 'A worked example', href: '#wagering' },
      { id: 'wagering-games', label: 'Games that count', href: '#wagering' },
    ],
  },
  {
    id: 'max-bet',
    label: 'Maximum bet',
    href: '#max-bet',
    children: [{ id: 'max-bet-voided', label: 'When a bonus is voided', href: '#max-bet' }],
  },
];

/**
 * The article's menu: the server's list of links (every section shown) until a visitor
 * reaches for it, then the collapsible menu (opened items remembered for an hour), which
 * starts with every section shown too. The box is the page's, around the placeholder, and
 * the list's rows are as high as the menu's, so nothing moves when it loads.
 */
const articleMenu = () =>
  `<div class="toc">${placeholder(
    'article-menu',
    { label: 'In this article', items: ARTICLE_MENU },
    'interaction',
    `<nav aria-label="In this article" ${pageHooks.cwSmoothScroll}><ul>${ARTICLE_MENU.map(
      (item) =>
        `<li><a href="${item.href}">${escape(item.label)}</a><ul>${item.children
          .map((child) => `<li><a href="${child.href}">${escape(child.label)}</a></li>`)
          .join('')}</ul></li>`,
    ).join('')}</ul></nav>`,
  )}</div>`;

/**
 * The article read aloud: a link to the file until a visitor reaches for the player, in a
 * card of the player's size (its room), so that the room reads as the player's place.
 */
const articleAudio = () =>
  withRoom(
    { phone: 11, wide: 8.0625 },
    placeholder(
      'audio-player',
      {
        src: ARTICLE_AUDIO_PATH,
        title: 'How casino bonuses work',
        audioId: 'how-casino-bonuses-work',
      },
      'interaction',
      `<div class="audio-fallback"><a href="${ARTICLE_AUDIO_PATH}">Listen to this article</a><p class="fallback">How casino bonuses work, read aloud (1 minute).</p></div>`,
    ),
  );

/** One page per page type of SPEC §2, as the CMS renders it. */
export const PAGES: PageOptions[] = [
  {
    file: 'home.html',
    title: 'Home',
    pageType: 'home',
    main: homeMain({ newsletter: inlineNewsletter('idle'), topCasinos: topCasinoSlider() }),
  },
  {
    file: 'casinos.html',
    title: 'Casino list',
    pageType: 'casino-list',
    main: `<h1>Best online casinos</h1>${listPage('casinos')}
<h2>Compare</h2>
<div class="table-wrap"><table ${pageHooks.cwStickyTable}><caption>Casinos side by side</caption><thead><tr><th scope="col">Casino</th><th scope="col">Safety index</th><th scope="col">Established</th><th scope="col">Countries</th><th scope="col">Reputation</th></tr></thead><tbody>${db.casinos
      .slice(0, 12)
      .map(
        (casino) =>
          `<tr><th scope="row">${escape(casino.name)}</th><td>${casino.rating.toFixed(1)}</td><td>${casino.established}</td><td>${casino.countries.join(', ')}</td><td>${REPUTATION_LABELS[casino.reputationColor]}</td></tr>`,
      )
      .join('')}</tbody></table></div>
<nav class="pager" aria-label="Pages" ${pageHooks.cwPagination} data-base-path="/casinos" data-max-page="2">
<ul><li><a href="/casinos" aria-current="page">1</a></li><li><a href="/casinos/2">2</a></li></ul>
<label for="goto-page">Go to page</label> <input id="goto-page" inputmode="numeric" ${pageHooks.cwGotoInput}> <button type="button" ${pageHooks.cwGotoButton}>Go</button>
</nav>`,
  },
  {
    file: 'bonuses.html',
    title: 'Bonus list',
    pageType: 'bonus-list',
    main: `<h1>Casino bonuses</h1>${listPage('bonuses')}`,
  },
  {
    file: 'games.html',
    title: 'Games list',
    pageType: 'games-list',
    main: `<h1>Free casino games</h1>${listPage('games')}`,
  },
  {
    file: 'casino-detail.html',
    title: db.casinos[0]!.name,
    pageType: 'casino-detail',
    main: `<div ${casinoDetailHooks.casinoDetail}>
<h1>${escape(db.casinos[0]!.name)} review</h1>
<nav class="casino-sections" ${casinoDetailHooks.casinoSections} aria-label="On this page"><ul><li><a href="#casino-overview">Overview</a></li><li><a href="#casino-review">Review</a></li><li><a href="#casino-similar">Similar casinos</a></li><li><a href="#casino-news">News</a></li></ul></nav>
<div id="casino-overview">
<p class="meta">Safety index ${db.casinos[0]!.rating}/10 <button type="button" class="info" ${pageHooks.tooltip}="Our rating of how fairly the casino treats players, from 0 to 10." aria-label="What is the safety index?">?</button></p>
<p><a class="button" ${casinoDetailHooks.visitMain} href="/exit/casino-1" rel="nofollow noopener">Visit ${escape(db.casinos[0]!.name)}</a> <button type="button" ${casinoDetailHooks.paymentProviders}>Payment methods</button></p>
${screenshotSlider()}
</div>
${placeholder('casino-detail', { casinoId: 1 }, 'eager', '')}
<div ${pageHooks.cwTabs} ${pageHooks.cwOwner}="casino-detail" id="casino-review">
<div ${pageHooks.cwTablist} aria-label="${escape(db.casinos[0]!.name)}">
<button type="button" ${pageHooks.cwTab}="homepage">Homepage</button>
<button type="button" ${pageHooks.cwTab}="bonuses">Bonuses</button>
<button type="button" ${pageHooks.cwTab}="reputation">Reputation</button>
<button type="button" ${pageHooks.cwTab}="reviews">Reviews</button>
<button type="button" ${pageHooks.cwTab}="discussion">Discussion</button>
</div>
<section ${pageHooks.cwTabPanel}="homepage"><h2>Overview</h2><p>Licensed casino with ${db.games.length} games and fast withdrawals.</p>
<h3>Unfair terms</h3>
<div ${pageHooks.cwExpandableGroup}>
${unfairTerms(1, 'Winnings limits')}
${unfairTerms(2, 'Bonus expiry')}
</div>
<h3>What players say</h3>
${withRoom({ phone: 2.75 }, placeholder('reviews-panel', { casinoId: 1 }, 'interaction', '<button type="button">Sort by: Newest first</button>'))}
${renderReviewsPanel({ casino_id: 1 }) ?? ''}</section>
<section ${pageHooks.cwTabPanel}="bonuses" ${pageHooks.cwTabLoad}><h2>Bonuses</h2><p>Loading the bonuses…</p></section>
<section ${pageHooks.cwTabPanel}="reputation"><h2>Complaints</h2>${complaintFilter()}<div ${pageHooks.complaints}>${renderComplaints({ page: 1, pageSize: 2, casinoId: 1 })}</div>${placeholder('complaints-more', { list: `[${pageHooks.complaints}]` }, 'visible', '')}</section>
<section ${pageHooks.cwTabPanel}="reviews"><h2>User reviews</h2>${withRoom({ phone: 40.1875, wide: 0 }, placeholder('casino-reviews', { casinoId: 1, casinoName: db.casinos[0]!.name }, 'visible', reviewList(db.reviews.filter((review) => review.casinoId === 1))))}
<p><a href="reviews.html" ${casinoDetailHooks.casinoReviewsLink}>All user reviews of ${escape(db.casinos[0]!.name)}</a></p></section>
<section ${pageHooks.cwTabPanel}="discussion"><h2>Discussion</h2>${withRoom({ phone: 150.25, wide: 0 }, placeholder('forum-discussion', { casinoId: 1, casinos: representedCasinos() }, 'visible', '<p class="fallback"><a href="forum.html">Discuss this casino in the forum</a></p>'))}</section>
</div>
<div id="casino-similar"><h2>Similar casinos</h2>${relatedCasinoSlider()}</div>
<div id="casino-news"><h2>News about ${escape(db.casinos[0]!.name)}</h2>${newsSlider()}</div>
<a ${casinoDetailHooks.visitSticky} href="/exit/casino-1" rel="nofollow noopener" hidden>Visit ${escape(db.casinos[0]!.name)}</a>
</div>
<div ${pageHooks.cwModal}="payment-providers" hidden aria-labelledby="payment-providers-title"><h2 id="payment-providers-title">Payment methods</h2><div ${casinoDetailHooks.paymentProvidersBody}><p>Loading…</p></div><button type="button" ${pageHooks.cwCloseModal}>Close</button></div>
<p><button type="button" ${pageHooks.cwOpenModal}="broken-link">Report a broken link</button></p>
<div ${pageHooks.cwModal}="broken-link" hidden aria-labelledby="broken-link-title"><h2 id="broken-link-title">Report a broken link</h2><p>Thank you: we check every reported link within a day.</p><p><label>Which link? <input name="link" type="url"></label></p><button type="button" ${pageHooks.cwCloseModal}>Done</button></div>
${placeholder('review-flow', { purpose: 'CASINO_DETAIL', casinoId: 1, casinoName: db.casinos[0]!.name }, 'idle', '')}
${placeholder('review-actions', { purpose: 'CASINO_DETAIL' }, 'idle', '')}`,
  },
  {
    file: 'game-detail.html',
    title: db.games[0]!.name,
    pageType: 'game-detail',
    main: `<h1>${escape(db.games[0]!.name)}</h1><p class="meta">${escape(db.games[0]!.provider)}</p><p>Play the free demo of this game, no signup needed.</p>
${gameStage()}`,
  },
  {
    file: 'article.html',
    title: 'How casino bonuses work',
    pageType: 'article',
    main: `<article><h1>How casino bonuses work</h1>
${articleAudio()}
${articleMenu()}
<p>A bonus gives you extra money or free spins, but the wagering requirement decides whether you can ever withdraw it.</p>
${withRoom({ phone: 3.5 }, placeholder('newsletter', { variant: 'modal', modalId: 'newsletter', openLabel: 'Get bonus news by email', autoOpenAfterSeconds: 30, daysOfVisit: [1, 2, 3] }, 'idle', '<p class="fallback"><a href="#newsletter">Get bonus news by email</a></p>'))}
<h2 id="wagering">Wagering requirements</h2><p>A 35× wagering requirement on a €100 bonus means betting €3,500 before a withdrawal.</p>
${inlineNewsletter('visible')}
<h2 id="max-bet">Maximum bet</h2><p>Most bonuses limit the bet per spin while the bonus is active.</p>${'<p>Keep each bet below the limit, or the casino may void the bonus and its winnings.</p>'.repeat(12)}</article>`,
  },
  {
    file: 'reviews.html',
    title: 'User reviews',
    pageType: 'reviews-listing',
    main: `<h1>Latest user reviews</h1>
${withRoom({ phone: 8, wide: 4.75 }, placeholder('reviews-list', { casinos: reviewedCasinos(), list: `[${reviewsHooks.reviews}]` }, 'eager', ''))}
${renderReviewsListing()}
${placeholder('review-flow', { purpose: 'REVIEWS_LISTING' }, 'idle', '')}
${placeholder('review-actions', { purpose: 'REVIEWS_LISTING' }, 'idle', '')}`,
  },
  {
    file: 'user-reviews.html',
    title: 'Reviews by alice',
    pageType: 'user-reviews-profile',
    main: `<h1>Reviews by alice</h1>
${placeholder('user-reviews', { userId: 1, list: `[${reviewsHooks.reviews}]` }, 'eager', '')}
${renderUserReviews({ user_id: 1, paginate_by: 2 }) ?? ''}
${placeholder('review-flow', { purpose: 'USER_REVIEWS' }, 'idle', '')}
${placeholder('review-actions', { purpose: 'USER_REVIEWS' }, 'idle', '')}`,
  },
  forumListPage(),
  threadPage(db.threads[0]!.id)!,
  {
    file: 'discussion.html',
    title: 'Responsible gambling',
    pageType: 'static-page-discussion',
    authContext: 'forum',
    main: `<h1>Responsible gambling</h1><p>Set limits before you play and never chase losses.</p><h2>Discussion</h2>
${withRoom({ phone: 63.5625, wide: 57.3125 }, placeholder('forum-discussion', { staticPageId: 1, casinos: representedCasinos() }, 'visible', '<p class="fallback"><a href="forum.html">Join the discussion in the forum</a></p>'))}`,
  },
  {
    file: 'wizard.html',
    title: 'Casino finder',
    main: `<h1>Find the casino that suits you</h1>
<p>Three questions about the bonus, the games and the kind of casino you like, and we show the casinos of our ${db.casinos.length} reviews that fit.</p>
${withRoom({ phone: 26.625, wide: 18.25 }, placeholder('wizard', { label: 'Casino finder' }, 'eager', '<p class="fallback">Not sure where to play? <a href="casinos.html">Compare every casino</a> by bonus, games and reputation.</p>'))}`,
  },
  {
    file: 'tournaments.html',
    title: 'Tournaments',
    main: tournamentsMain(),
    tournamentDestination: TOURNAMENT_DESTINATION,
  },
  {
    file: 'signup-confirmation.html',
    title: 'Confirm your email',
    pageType: 'signup-confirmation',
    main: `<h1>Welcome to Casino Guide</h1>
${withRoom({ phone: 12.875, wide: 11.375 }, placeholder('signup-confirmation', { signupUrl: '/signup' }, 'eager', '<p>We sent you an email with a confirmation link.</p>'))}
<aside class="demo-tools" data-demo-mailbox aria-label="Demo mailbox"></aside>`,
  },
  {
    file: 'signup.html',
    title: 'Sign up',
    main: `<h1>Create your account</h1>
<p>Write reviews, join the forum and get notified when someone answers.</p>
${withRoom({ phone: 39.75, wide: 36.75 }, placeholder('signup', { confirmationUrl: '/signup-confirmation' }, 'eager', '<p class="fallback">Loading the signup form…</p>'))}`,
  },
  {
    file: 'complaints.html',
    title: 'Complaints',
    main: `<h1>Complaints about ${escape(db.casinos[0]!.name)}</h1>
<p>Players' disputes with the casino and how they ended. We mediate every complaint for free.</p>
<div ${pageHooks.complaints}>${renderComplaints({ page: 1, pageSize: 3, casinoId: 1 })}</div>${placeholder('complaints-more', { list: `[${pageHooks.complaints}]` }, 'visible', '')}
<section aria-labelledby="new-complaint-title"><h2 id="new-complaint-title">Had a problem with a casino?</h2>
${withRoom({ phone: 40.5625 }, placeholder('complaint-form', { casinos: db.casinos.slice(0, 6).map(({ id, name }) => ({ id, name })), uploadPreset: 'complaint-attachments' }, 'visible', '<p class="fallback"><a href="signup.html">Sign up</a> or log in to submit a complaint.</p>'))}</section>
<section aria-labelledby="admin-note-title"><h2 id="admin-note-title">Administrator tools</h2><p>Shown by the CMS to administrators only.</p>
${withRoom({ phone: 15.625 }, placeholder('complaint-admin-note', { complaintId: 1 }, 'visible', '<p class="fallback">Administrator note: none yet.</p>'))}</section>`,
  },
  {
    file: 'academy.html',
    title: 'Casino academy',
    authContext: 'academy',
    main: `<h1>Casino academy</h1>
<p>Free courses on bonuses, odds and bankroll management, ${ACADEMY_COURSES.length} of them, from beginner to advanced.</p>
${withRoom({ phone: 34.375, wide: 14.0625 }, placeholder('academy-courses', { url: '/academy/courses', title: 'Our courses' }, 'visible', '<p class="fallback"><a href="/academy">See all courses</a></p>'))}
<p>Log in (at the top of the page) to keep track of the lessons you finished.</p>`,
  },
  {
    file: 'embedding.html',
    title: 'Embedding widgets',
    main: `<h1>Embedding widgets</h1>
<p>The same widget with each load strategy (<code>data-load</code>), and the placeholders an editor can get wrong.</p>
<h2>At once (<code>eager</code>)</h2>${withRoom({ phone: 20.125, wide: 18.625 }, placeholder('newsletter', { title: 'Loaded at once' }, 'eager', '<p class="fallback">Newsletter</p>'))}
<h2>When the browser is idle (<code>idle</code>)</h2>${withRoom({ phone: 20.125, wide: 18.625 }, placeholder('newsletter', { title: 'Loaded when idle' }, 'idle', '<p class="fallback">Newsletter</p>'))}
<h2>On first interaction (<code>interaction</code>)</h2><p>Move the pointer over it or tab into it.</p>
${withRoom({ phone: 20.125, wide: 18.625 }, `<div ${pageHooks.widget}="newsletter" data-load="interaction" ${pageHooks.props}='{"title":"Loaded on first interaction"}'><p class="fallback"><a href="#main">Subscribe to our newsletter</a></p></div>`)}
<h2>Invalid props</h2><p>The placeholder below has <code>{"variant":"huge"}</code>: it keeps its server content and the console names the widget, the element and the field.</p>
<div id="bad-props" ${pageHooks.widget}="newsletter" ${pageHooks.props}='{"variant":"huge"}'><p class="fallback">Server-rendered newsletter link (kept because the props are invalid).</p></div>
<h2>Modals and flash messages in the page's own HTML</h2><p>A modal and a flash message written as server markup, opened by id: the flash message also opens by itself after 5 seconds of activity on the page, once a day.</p>
<p><button type="button" ${pageHooks.cwOpenModal}="house-rules">House rules</button> <button type="button" ${pageHooks.cwOpenModal}="social-prompt">Show the social prompt</button></p>
<div ${pageHooks.cwModal}="house-rules" hidden aria-labelledby="house-rules-title"><h2 id="house-rules-title">House rules</h2><p>Be kind, stay on topic, and never share account details.</p><button type="button" ${pageHooks.cwCloseModal}>Got it</button></div>
<div ${pageHooks.cwFlash}="social-prompt" data-cw-modal-kind="social" data-cw-modal-auto-open="5" hidden>Enjoying the guide? <a href="index.html">Follow us</a> for weekly bonus news.</div>
<h2>Near the viewport (<code>visible</code>)</h2><p style="margin-bottom:120vh">Scroll down: the widget below loads 500 px before it scrolls into view.</p>
${withRoom({ phone: 20.125, wide: 18.625 }, placeholder('newsletter', { title: 'Loaded near the viewport' }, 'visible', '<p class="fallback">Newsletter</p>'))}`,
  },
];

/**
 * The engagement score and tracking, on every page of a page type (once per page, when
 * the browser is idle); it shows nothing.
 */
const USERSCORE = placeholder('userscore', {}, 'idle', '', OUTBOUND_LINKS);

function indexPage(): PageOptions {
  const links = [...PAGES, ...SITE_MODALS_PAGES]
    .map(
      (page) =>
        `<li><a href="${escape(page.address ?? page.file)}">${escape(page.title)}</a>${page.pageType ? ` <span class="meta">(page type <code>${page.pageType}</code>)</span>` : ''}</li>`,
    )
    .join('');
  return {
    file: 'index.html',
    title: 'Demo site',
    main: `<h1>Casino Guide: demo site</h1>
<p>Each page below is rendered as the CMS renders it: server HTML, a page-type marker, widget placeholders and one script tag, the loader. This page has no widget, so it loads the loader and nothing else.</p>
<ul>${links}</ul>
<p>A long list: <a href="casinos.html?catalogue=500#paginate_by=500">the casino list with 500 casinos on one page</a> (the list the benchmark changes; its cards come a screen at a time as you scroll).</p>`,
  };
}

/** A page of the site with what every page has: the engagement score, the site modals, ... */
export const sitePage = (page: PageOptions): PageOptions => ({
  ...page,
  main: `${page.pageType ? `${page.main}\n${USERSCORE}` : page.main}\n${SITE_MODALS_WIDGET}`,
  footerNewsletter: page.file !== 'embedding.html',
  headerBell: true,
  pageHelpers: true,
});

/** Every page of the demo, and the script file of its theme switch. */
export function renderPages({ demo }: { demo: boolean }): Record<string, string> {
  const pages = [indexPage(), ...[...PAGES, ...SITE_MODALS_PAGES].map(sitePage)];
  return {
    ...Object.fromEntries(pages.map((page) => [page.file, renderPage(page, demo)])),
    [THEME_SCRIPT_FILE]: THEME_SCRIPT,
  };
}
