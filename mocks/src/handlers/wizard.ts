import { CODE_OK, reviewsHooks, wizard } from '@casino/api';
import type { CasinoWizardRequest, WizardCasinoType, WizardGameGenre } from '@casino/api';
import { db } from '../store/db';
import type { Casino } from '../fixtures/catalogue';
import { handle } from '../handle';
import { html } from '../markup/html';
import type { SafeHtml } from '../markup/html';
import { plural } from '../store/listing';
import {
  BONUS_TYPE_LABELS,
  GENRE_LABELS,
  bonusValue,
  casinoUrl,
  euro,
  logoHtml,
  tight,
} from '../markup/lists/cards';

/** How many casinos the result lists at most (the fake backend's choice). */
export const WIZARD_RESULT_COUNT = 3;
/** A casino established in this year or later is new. */
export const NEW_CASINO_SINCE = 2020;
/** Low minimum deposit: this many euros or less. */
export const LOW_DEPOSIT_MAX_EUR = 10;
/** High withdrawal limits: at least this many euros a month. */
export const HIGH_LIMIT_MIN_EUR = 50_000;

/** What each casino type of the wizard means in the catalogue. */
export const CASINO_TYPE_RULES: Record<WizardCasinoType, (casino: Casino) => boolean> = {
  NEW: (casino) => casino.established >= NEW_CASINO_SINCE,
  TRUSTED: (casino) => casino.reputationColor === 'green',
  LOW_DEPOSIT: (casino) => casino.minDeposit <= LOW_DEPOSIT_MAX_EUR,
  CRYPTO: (casino) => casino.paymentMethods.includes('Bitcoin'),
  HIGH_LIMIT: (casino) => casino.withdrawalLimit >= HIGH_LIMIT_MIN_EUR,
};

const CASINO_TYPE_LABELS: Record<WizardCasinoType, string> = {
  NEW: `Established in ${NEW_CASINO_SINCE} or later`,
  TRUSTED: 'Good reputation',
  LOW_DEPOSIT: `Minimum deposit ${euro(LOW_DEPOSIT_MAX_EUR)} or less`,
  CRYPTO: 'Accepts Bitcoin',
  HIGH_LIMIT: `Withdrawals of ${euro(HIGH_LIMIT_MIN_EUR)} a month or more`,
};

/** The genres of the games a casino's providers make. */
function genresOf(casino: Casino): Set<WizardGameGenre> {
  return new Set(
    db.games.filter((game) => casino.providers.includes(game.provider)).map((game) => game.genre),
  );
}

interface Match {
  casino: Casino;
  genres: WizardGameGenre[];
}

/**
 * The casinos of the chosen type with a bonus of the chosen type and games of at least
 * one chosen genre, most genres first, then by safety index.
 */
export function matchCasinos(answers: CasinoWizardRequest): Match[] {
  const ofType = CASINO_TYPE_RULES[answers.casinoType];
  return db.casinos
    .filter(ofType)
    .filter((casino) =>
      db.bonuses.some((bonus) => bonus.casinoId === casino.id && bonus.type === answers.bonusType),
    )
    .map((casino) => {
      const offered = genresOf(casino);
      return { casino, genres: answers.gameGenres.filter((genre) => offered.has(genre)) };
    })
    .filter((match) => match.genres.length > 0)
    .sort((a, b) => b.genres.length - a.genres.length || b.casino.rating - a.casino.rating)
    .slice(0, WIZARD_RESULT_COUNT);
}

function matchItem({ casino, genres }: Match, answers: CasinoWizardRequest): SafeHtml {
  const bonus = db.bonuses.find(
    (candidate) => candidate.casinoId === casino.id && candidate.type === answers.bonusType,
  );
  return tight(
    html`<li class="cg-wizard-match" ${reviewsHooks.casinoId}="${casino.id}">
      ${logoHtml(casino.name, casino.backgroundColor)}
      <h3><a href="${casinoUrl(casino)}">${casino.name}</a></h3>
      <p>Safety Index ${casino.rating.toFixed(1)}/10 · ${CASINO_TYPE_LABELS[answers.casinoType]}</p>
      <p>${BONUS_TYPE_LABELS[answers.bonusType]}: ${bonus && bonusValue(bonus)}</p>
      <p>Games you like: ${genres.map((genre) => GENRE_LABELS[genre]).join(', ')}</p>
      <a
        class="cg-button"
        href="/exit/casino/${casino.id}"
        rel="nofollow noopener sponsored"
        target="_blank"
        >Visit ${casino.name}</a
      >
    </li>`,
  );
}

/** The result HTML of SPEC §7 "casinoWizard": the best matches, or a way on when none. */
export function renderWizardResult(answers: CasinoWizardRequest): string {
  const matches = matchCasinos(answers);
  if (matches.length === 0)
    return tight(
      html`<div class="cg-wizard-result" data-wizard-matches="0">
        <p>
          No casino matches all your answers. Try another bonus or casino type, or
          <a href="/casinos">browse every casino</a>.
        </p>
      </div>`,
    ).value;
  return tight(
    html`<div class="cg-wizard-result" data-wizard-matches="${matches.length}">
      <p>${plural(matches.length, 'casino matches', 'casinos match')} your answers.</p>
      <ol class="cg-wizard-matches">
        ${matches.map((match) => matchItem(match, answers))}
      </ol>
    </div>`,
  ).value;
}

export const wizardHandlers = [
  handle(wizard.casinoWizard, (answers) => ({
    code: CODE_OK,
    html: renderWizardResult(answers),
  })),
];
