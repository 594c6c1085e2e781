import {
  BATCH_CARDS,
  CARD_MIN_HEIGHT_PX,
  FIRST_SCREEN_CARDS,
  firstScreenCards,
  renderProgressively,
} from './progressive';
import type { Watch } from './progressive';

const card = (id: number) =>
  `<li class="c" data-card="casino" data-card-id="casino-${id}"><h3><a href="/c/${id}">Casino ${id}</a></h3><ul><li>Fact</li></ul></li>`;
const results = (count: number, tail = '<p data-list-end>That is all.</p>') =>
  `<div data-list-results="casinos" data-total="${count}"><ol data-list-items start="1">${Array.from(
    { length: count },
    (_, index) => card(index + 1),
  ).join('')}</ol>${tail}<nav data-pagination><ol><li><a href="/c/2">2</a></li></ol></nav></div>`;

/** Runs the scheduled steps by hand. */
function manualSchedule() {
  const steps: (() => void)[] = [];
  return {
    schedule: (step: () => void) => {
      steps.push(step);
      return () => steps.splice(steps.indexOf(step), 1);
    },
    runAll() {
      while (steps.length) steps.shift()!();
    },
    get waiting() {
      return steps.length;
    },
  };
}

/** Stands for the viewport: `near()` brings the watched element into the margin. */
function fakeViewport() {
  const watched = new Map<Element, () => void>();
  const watch: Watch = (target, near) => {
    watched.set(target, near);
    return () => watched.delete(target);
  };
  return {
    watch,
    get targets() {
      return [...watched.keys()];
    },
    near() {
      [...watched.values()].forEach((near) => near());
    },
  };
}

function page(old = '<li data-card>Old</li>') {
  const host = document.createElement('div');
  host.innerHTML = `<div data-list-results="casinos"><ol data-list-items>${old}</ol></div>`;
  document.body.replaceChildren(host);
  return host;
}

const ids = (host: Element) =>
  [
    ...host.querySelectorAll<HTMLElement>('[data-list-results] [data-list-items] > [data-card]'),
  ].map((item) => item.dataset.cardId);

describe('renderProgressively', () => {
  it('finds the cards with the parser: a `<` in an attribute or a comment between cards is no card', async () => {
    const host = page();
    const viewport = fakeViewport();
    // Padding so the answer is longer than the first slice the parser reads.
    const odd = (id: number) =>
      `<li data-card="casino" data-card-id="casino-${id}" title="a <li data-card data-card-id='fake'> b"><p>${'x'.repeat(
        1000,
      )}</p></li><!-- <li data-card data-card-id="commented"> -->`;
    const total = FIRST_SCREEN_CARDS + BATCH_CARDS + 5;
    const html = `<div data-list-results><ol data-list-items>${Array.from(
      { length: total },
      (_, index) => odd(index + 1),
    ).join('')}</ol><p data-list-end>That is all.</p></div>`;
    const idle = manualSchedule();
    const render = renderProgressively(host.firstElementChild!, html, {
      watch: viewport.watch,
      batchSchedule: idle.schedule,
      firstScreen: FIRST_SCREEN_CARDS,
    });
    const expected = (count: number) =>
      Array.from({ length: count }, (_, index) => `casino-${index + 1}`);
    expect(render.pending).toBe(true);
    expect(ids(host)).toEqual(expected(FIRST_SCREEN_CARDS));
    expect(host.querySelector('[data-list-items] > [data-card]')).toHaveAttribute(
      'title',
      "a <li data-card data-card-id='fake'> b",
    );
    viewport.near();
    idle.runAll();
    expect(ids(host)).toEqual(expected(FIRST_SCREEN_CARDS + BATCH_CARDS));
    viewport.near();
    idle.runAll();
    await render.done;
    expect(ids(host)).toEqual(expected(total));
    expect(render.results.querySelectorAll('[data-list-items] > [data-card]')).toHaveLength(total);
    expect(render.results.querySelector('[data-list-items] + [data-list-end]')).not.toBeNull();
  });

  it('takes a viewport of cards and one more for the first screen, at most a tall screen', () => {
    expect(firstScreenCards(800)).toBe(Math.ceil(800 / CARD_MIN_HEIGHT_PX) + 1);
    // Only what the viewport shows below the results' top; all of it when scrolled past it.
    expect(firstScreenCards(800, 320)).toBe(Math.ceil(480 / CARD_MIN_HEIGHT_PX) + 1);
    expect(firstScreenCards(800, -2000)).toBe(Math.ceil(800 / CARD_MIN_HEIGHT_PX) + 1);
    expect(firstScreenCards(800, 900)).toBe(1);
    expect(firstScreenCards(5000)).toBe(FIRST_SCREEN_CARDS);
  });

  it('swaps in the first screen at once and adds a batch each time the last card comes near', async () => {
    const host = page();
    const timer = manualSchedule();
    const viewport = fakeViewport();
    const total = FIRST_SCREEN_CARDS + 2 * BATCH_CARDS + 3;
    const idle = manualSchedule();
    const render = renderProgressively(host.firstElementChild!, results(total), {
      schedule: timer.schedule,
      batchSchedule: idle.schedule,
      watch: viewport.watch,
      firstScreen: FIRST_SCREEN_CARDS,
    });
    expect(render.pending).toBe(true);
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS);
    // The old results are out of view in the same operation, out of the page after it.
    expect([...host.querySelectorAll('[data-list-results]')]).toEqual([render.results]);
    expect(render.results.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(timer.waiting).toBe(1);
    timer.runAll();
    expect(host.children).toHaveLength(1);
    expect(host.textContent).not.toContain('Old');
    // Only the last card present is watched; what follows the cards comes last.
    expect(viewport.targets).toEqual([host.querySelector('[data-list-items]')!.lastElementChild]);
    expect(host.querySelector('[data-list-end]')).toBeNull();

    // The batch comes in idle time (once, however often the viewport reports).
    viewport.near();
    viewport.near();
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS);
    expect(idle.waiting).toBe(1);
    idle.runAll();
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS + BATCH_CARDS);
    expect(viewport.targets).toEqual([host.querySelector('[data-list-items]')!.lastElementChild]);
    viewport.near();
    idle.runAll();
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS + 2 * BATCH_CARDS);
    viewport.near();
    idle.runAll();
    await render.done;
    expect(render.pending).toBe(false);
    expect(viewport.targets).toEqual([]);
    expect(ids(host)).toEqual(Array.from({ length: total }, (_, index) => `casino-${index + 1}`));
    expect(render.results.lastElementChild?.matches('[data-pagination]')).toBe(true);
    expect(render.results.querySelector('[data-list-items] + [data-list-end]')).not.toBeNull();
    // The facts lists inside the cards kept their items.
    expect(host.querySelectorAll('[data-card] ul > li')).toHaveLength(total);
  });

  it('adds the next batch when the keyboard focus reaches the last card present', () => {
    const host = page();
    const viewport = fakeViewport();
    const render = renderProgressively(
      host.firstElementChild!,
      results(FIRST_SCREEN_CARDS + 2 * BATCH_CARDS),
      { watch: viewport.watch, firstScreen: FIRST_SCREEN_CARDS },
    );
    const links = () => host.querySelectorAll<HTMLElement>('[data-card] a');
    links()[FIRST_SCREEN_CARDS - 2]!.focus();
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS);
    links()[FIRST_SCREEN_CARDS - 1]!.focus();
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS + BATCH_CARDS);
    // Tab goes on into the new cards.
    expect(links()[FIRST_SCREEN_CARDS]).toHaveTextContent(`Casino ${FIRST_SCREEN_CARDS + 1}`);
    links()[FIRST_SCREEN_CARDS + BATCH_CARDS - 1]!.focus();
    expect(render.pending).toBe(false);
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS + 2 * BATCH_CARDS);
  });

  it('parses everything left at once on flush, and nothing more on cancel', async () => {
    const host = page();
    const viewport = fakeViewport();
    const total = FIRST_SCREEN_CARDS + 3 * BATCH_CARDS;
    const flushed = renderProgressively(host.firstElementChild!, results(total), {
      watch: viewport.watch,
      firstScreen: FIRST_SCREEN_CARDS,
    });
    flushed.flush();
    await flushed.done;
    expect(ids(host)).toHaveLength(total);
    expect(viewport.targets).toEqual([]);

    const idle = manualSchedule();
    const cancelled = renderProgressively(flushed.results, results(total), {
      watch: viewport.watch,
      batchSchedule: idle.schedule,
      firstScreen: FIRST_SCREEN_CARDS,
    });
    viewport.near();
    expect(idle.waiting).toBe(1);
    cancelled.cancel();
    expect(idle.waiting).toBe(0);
    await cancelled.done;
    expect(viewport.targets).toEqual([]);
    viewport.near();
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS);
  });

  it('takes the old results out of view at once and out of the page in idle time', () => {
    const host = page(Array.from({ length: 40 }, (_, index) => card(index)).join(''));
    const timer = manualSchedule();
    const render = renderProgressively(host.firstElementChild!, results(5), {
      schedule: timer.schedule,
    });
    expect(host.querySelectorAll('[data-list-results]')).toHaveLength(1);
    expect(render.results.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(render.results.nextElementSibling).toHaveStyle({ contentVisibility: 'hidden' });
    // Until then an id both hold finds the new results' element (a card's details).
    render.results.querySelector('h3')!.id = 'details-1';
    host.querySelector('[aria-hidden] h3')!.id = 'details-1';
    expect(render.results.contains(document.getElementById('details-1'))).toBe(true);
    timer.runAll();
    expect(host.children).toHaveLength(1);
    expect(ids(host)).toHaveLength(5);
  });

  it('parses a short answer, or one it cannot read card by card, in one go', () => {
    const host = page();
    const viewport = fakeViewport();
    const short = renderProgressively(host.firstElementChild!, results(5), {
      watch: viewport.watch,
      firstScreen: FIRST_SCREEN_CARDS,
    });
    expect(short.pending).toBe(false);
    expect(ids(host)).toHaveLength(5);
    expect(host.querySelector('[data-list-end]')).not.toBeNull();

    // Cards that are not the list's own children: no idea where a card ends, so whole.
    const odd = `<div data-list-results><ol data-list-items><li><ul>${Array.from(
      { length: 100 },
      (_, index) => card(index),
    ).join('')}</ul></li></ol></div>`;
    const whole = renderProgressively(short.results, odd, {
      watch: viewport.watch,
      firstScreen: FIRST_SCREEN_CARDS,
    });
    expect(whole.pending).toBe(false);
    expect(viewport.targets).toEqual([]);
    expect(host.querySelectorAll('[data-list-results] [data-card]')).toHaveLength(100);
  });
});
