/** What the fake search matches: the texts of each kind, a query found in them. */
import { db } from './db';
import type { Bonus, Casino, Game } from '../fixtures/catalogue';
import type { Thread } from '../fixtures/community';
import type { Country } from '../fixtures/countries';

export const normalize = (text: string) => text.trim().toLowerCase();

/** Items whose texts contain the query; those where one starts with it come first. */
export function find<T>(items: readonly T[], query: string, textsOf: (item: T) => string[]): T[] {
  const needle = normalize(query);
  const scored = items
    .map((item, index) => {
      const texts = textsOf(item).map(normalize);
      const rank = texts.some((text) => text.startsWith(needle))
        ? 0
        : texts.some((text) => text.includes(needle))
          ? 1
          : 2;
      return { item, rank, index };
    })
    .filter((entry) => entry.rank < 2);
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.item);
}

export const casinoTexts = (casino: Casino) => [casino.name];
export const bonusTexts = (bonus: Bonus) => [bonus.name];
export const gameTexts = (game: Game) => [game.name, game.provider];
export const threadTexts = (thread: Thread) => [thread.title];
export const countryTexts = (country: Country) => [
  country.name,
  country.code,
  ...country.alias.split(',').map((alias) => alias.trim()),
];

export const bonusCount = (casinoId: number) =>
  db.bonuses.filter((bonus) => bonus.casinoId === casinoId).length;
