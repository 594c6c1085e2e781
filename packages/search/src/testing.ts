import { HttpResponse, http } from 'msw';
import { server } from '@casino/mocks/node';

export const OVERLAY = '/frontendService/search';

export { recordRequests } from '@casino/mocks/node';

/** A results page with one `games` tab of `count` items, the first 10 shown. */
export function resultsHtml(count: number, query = 'spin'): string {
  const items = Array.from(
    { length: count },
    (_, index) =>
      `<li data-search-item="game" data-item-id="${index + 1}"${index >= 10 ? ' hidden data-search-hidden' : ''}><a href="/games/${index + 1}"><span class="cg-search-item__label">Game ${index + 1} ${query}</span></a></li>`,
  ).join('');
  return `<div data-search-results data-query="${query}" data-total="${count}" data-active-tab="games">
<div role="tablist" data-search-tabs>
<button type="button" role="tab" id="t-all" aria-controls="p-all" aria-selected="false" tabindex="-1" data-search-tab="all">All <span data-search-count>${count}</span></button>
<button type="button" role="tab" id="t-games" aria-controls="p-games" aria-selected="true" tabindex="0" data-search-tab="games">Games <span data-search-count>${count}</span></button>
</div>
<section role="tabpanel" id="p-all" aria-labelledby="t-all" hidden data-search-panel="all"><ul data-search-items><li data-search-item="game" data-item-id="1"><a href="/games/1"><span class="cg-search-item__label">Top ${query}</span></a></li></ul></section>
<section role="tabpanel" id="p-games" aria-labelledby="t-games" data-search-panel="games"><ul data-search-items>${items}</ul>${count > 10 ? '<button type="button" data-search-read-more>Show more results</button>' : ''}</section>
</div>`;
}

/** Answers the overlay with `html`, or with what `answer(query)` resolves to. */
export function answerOverlay(answer: (query: string) => string | Promise<string>) {
  server.use(
    http.post(OVERLAY, async ({ request }) => {
      const query = new URLSearchParams(await request.text()).get('query') ?? '';
      return HttpResponse.text(await answer(query));
    }),
  );
}
