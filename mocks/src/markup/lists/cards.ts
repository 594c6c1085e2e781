import { gamesHooks, listsHooks, pageHooks, reviewsHooks, trackingHooks } from '@casino/api';
import { db } from '../../store/db';
import type { Bonus, Casino, Game } from '../../fixtures/catalogue';
import { countryByCode } from '../../fixtures/countries';
import { attrs, html, raw } from '../html';
import type { SafeHtml } from '../html';
import { formatNumber, plural } from '../../store/listing';

export const euro = (value: number) => `€${formatNumber(value)}`;
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

export const casinoUrl = (casino: Casino) => `/casino/${casino.id}/${casino.slug}`;
export const gameUrl = (game: Game) => `/games/${game.id}/${slugify(game.name)}`;
export const bonusUrl = (bonus: Bonus) => `/casino-bonuses/${bonus.id}/${slugify(bonus.name)}`;

export const REPUTATION_LABELS: Record<Casino['reputationColor'], string> = {
  green: 'Good reputation',
  orange: 'Mixed reputation',
  red: 'Poor reputation',
};

export const GENRE_LABELS: Record<Game['genre'], string> = {
  SLOT: 'Slots',
  ROULETTE: 'Roulette',
  BLACKJACK: 'Blackjack',
  POKER: 'Poker',
  LIVE: 'Live casino',
};

export const BONUS_TYPE_LABELS: Record<Bonus['type'], string> = {
  NO_DEPOSIT: 'No deposit bonus',
  DEPOSIT: 'Deposit bonus',
  FREE_SPINS: 'Free spins',
  CASHBACK: 'Cashback',
};

export function casinoOf(id: number): Casino | undefined {
  return db.casinos.find((casino) => casino.id === id);
}

/**
 * The casino's logo: its initials in white on its colour (no image requests in demos and
 * tests), as the logo images draw them. Both colours are the casino's, not the site
 * theme's: a dark theme's text colour on a casino's dark colour would be unreadable.
 */
export function logoHtml(name: string, color: string): SafeHtml {
  return html`<span class="cg-logo" style="background:${color};color:#fff" aria-hidden="true"
    >${initials(name)}</span
  >`;
}

/** A logo image for JSON answers: an SVG data address with the initials on the colour. */
export function logoImageUrl(name: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48"><rect width="96" height="48" rx="6" fill="${color}"/><text x="48" y="31" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${initials(name).replace(/[<>&"]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A card as a server sends it: no white space between tags and none before a tag's end
 * (the templates are formatted for reading). Text keeps its spaces.
 */
export function tight(markup: SafeHtml): SafeHtml {
  return raw(markup.value.replace(/>\s+</g, '><').replace(/\s+(\/?>)/g, '$1'));
}

export function casinoCard(casino: Casino): SafeHtml {
  const details = `cc${casino.id}`;
  const bonuses = db.bonuses.filter((bonus) => bonus.casinoId === casino.id).length;
  const rating = casino.rating.toFixed(1);
  const countries = casino.countries.map((code) => countryByCode(code)?.name ?? code);
  return tight(
    html`<li
      class="cg-casino-card"
      ${pageHooks.card}="casino"
      data-card-id="casino-${casino.id}"
      ${reviewsHooks.casinoId}="${casino.id}"
      data-reputation="${casino.reputationColor}"
    >
      ${logoHtml(casino.name, casino.backgroundColor)}
      <h3><a href="${casinoUrl(casino)}">${casino.name}</a></h3>
      <p class="cg-rating" data-rating="${rating}">
        Safety Index ${rating}/10, ${REPUTATION_LABELS[casino.reputationColor]}
      </p>
      <p>
        Minimum deposit ${euro(casino.minDeposit)} · Withdrawal limit
        ${euro(casino.withdrawalLimit)} a month · Established ${casino.established}
      </p>
      <button
        type="button"
        ${listsHooks.cardToggle}
        aria-expanded="false"
        aria-controls="${details}"
      >
        More about ${casino.name}
      </button>
      <p id="${details}" data-card-details hidden>
        Accepts players from ${countries.join(', ')}. Payment methods:
        ${casino.paymentMethods.join(', ')}. Game providers: ${casino.providers.join(', ')}.
        Bonuses: ${bonuses}.
      </p>
      <a
        class="cg-button"
        href="/exit/casino/${casino.id}"
        rel="nofollow noopener sponsored"
        target="_blank"
        ${trackingHooks.track}="casino-visit"
        ${trackingHooks.cwUserscore}="casino"
        >Visit casino</a
      >
    </li>`,
  );
}

export function bonusValue(bonus: Bonus): string {
  const parts: string[] = [];
  if (bonus.percentage > 0) parts.push(`${bonus.percentage}% up to ${euro(bonus.amount)}`);
  else if (bonus.amount > 0)
    parts.push(`${euro(bonus.amount)}${bonus.type === 'CASHBACK' ? ' cashback' : ''}`);
  if (bonus.freeSpins > 0) parts.push(`${bonus.freeSpins} free spins`);
  return parts.join(' + ') || BONUS_TYPE_LABELS[bonus.type];
}

export function bonusCard(bonus: Bonus): SafeHtml {
  const casino = casinoOf(bonus.casinoId);
  const details = `bc${bonus.id}`;
  return tight(
    html`<li
      class="cg-bonus-card"
      ${pageHooks.card}="bonus"
      ${listsHooks.cardVariant}="mini"
      data-card-id="bonus-${bonus.id}"
      data-bonus-id="${bonus.id}"
      ${reviewsHooks.casinoId}="${bonus.casinoId}"
      data-bonus-type="${bonus.type}"
    >
      ${casino && logoHtml(casino.name, casino.backgroundColor)}
      <h3><a href="${bonusUrl(bonus)}">${bonus.name}</a></h3>
      <p>${bonusValue(bonus)}</p>
      ${bonus.exclusive && html`<p class="cg-badge" data-exclusive>Exclusive</p>`}
      <button
        type="button"
        ${listsHooks.cardToggle}
        aria-expanded="false"
        aria-controls="${details}"
      >
        Bonus terms
      </button>
      <dl id="${details}" data-card-details hidden>
        <dt>Type</dt>
        <dd>${BONUS_TYPE_LABELS[bonus.type]}</dd>
        <dt>Wagering</dt>
        <dd>${bonus.wagering === 0 ? 'No wagering' : `${bonus.wagering}×`}</dd>
        ${
          casino &&
          html`<dt>Casino</dt>
            <dd><a href="${casinoUrl(casino)}">${casino.name}</a></dd>`
        }
      </dl>
      <a
        class="cg-button"
        href="/exitb/bonus/${bonus.id}"
        rel="nofollow noopener sponsored"
        target="_blank"
        ${trackingHooks.track}="bonus-visit"
        ${trackingHooks.cwUserscore}="bonus"
        >Get bonus</a
      >
    </li>`,
  );
}

export function gameFlags(game: Game) {
  return {
    'data-live': String(game.live),
    'data-has-casino': String(
      db.casinos.some((casino) => casino.providers.includes(game.provider)),
    ),
    'data-has-review': String(game.rating >= 6),
    'data-in-my-list': 'false',
  };
}

export function gameCard(game: Game): SafeHtml {
  const rating = game.rating.toFixed(1);
  return tight(
    html`<li
      ${attrs({
        class: 'cg-game-card',
        [pageHooks.card]: 'game',
        'data-card-id': `game-${game.id}`,
        [gamesHooks.gameId]: game.id,
        'data-card-type': game.cardType,
        ...gameFlags(game),
      })}
    >
      ${logoHtml(game.name, game.backgroundColor)}
      <h3><a href="${gameUrl(game)}">${game.name}</a></h3>
      <p>
        ${game.provider} · ${GENRE_LABELS[game.genre]}${game.reels > 0 && ` · ${game.reels} reels`}
      </p>
      <p class="cg-rating" data-rating="${rating}">
        Rating <b>${rating}</b>/10 ·
        <span ${pageHooks.likeCount}>${plural(game.likes, 'like', 'likes')}</span>
      </p>
      <a
        class="cg-button"
        href="${gameUrl(game)}#playGame"
        ${trackingHooks.track}="play-free"
        ${trackingHooks.cwUserscore}="play-free"
        >Play for free</a
      >
    </li>`,
  );
}

export function gameSlide(game: Game): SafeHtml {
  return html`<div
    ${attrs({
      class: 'cg-slide',
      'data-slide': true,
      [pageHooks.carouselSlide]: true,
      [gamesHooks.gameId]: game.id,
      ...gameFlags(game),
    })}
  >
    <a href="${gameUrl(game)}">${logoHtml(game.name, game.backgroundColor)} ${game.name}</a>
  </div>`;
}
