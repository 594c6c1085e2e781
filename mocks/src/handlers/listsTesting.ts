// What the tests of the list handlers share: the result calls and reading their cards.
import { lists } from '@casino/api';
import type { ListFilterRequest, ListResults } from '@casino/api';
import { LIST_PATHS } from './lists';
import { fragment, ids, loadMoreOf, send } from '../testClient';

export const casinoResults = lists.listResults(LIST_PATHS.casinos.results);
export const bonusResults = lists.listResults(LIST_PATHS.bonuses.results);
export const gameResults = lists.listResults(LIST_PATHS.games.results);

export const casinos = (input: ListFilterRequest = {}) => send(casinoResults, input);
export const cardIds = (answer: ListResults | string, attribute = 'data-casino-id') =>
  ids(fragment(typeof answer === 'string' ? answer : answer.content), '[data-card]', attribute);
export const count = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length;

/** Follows the load-more links from a first answer to the end; every card id in order. */
export async function everyPage(first: string, attribute: string): Promise<number[]> {
  const seen = cardIds(first, attribute);
  let link = loadMoreOf(fragment(first));
  while (link) {
    const more = await send(
      lists.loadMore(link.url, link.method as 'GET' | 'POST'),
      link.params as lists.LoadMoreRequest,
    );
    seen.push(...cardIds(more, attribute));
    link = loadMoreOf(fragment(more));
  }
  return seen;
}
