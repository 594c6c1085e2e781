import {
  FIRST_SCREEN_CARDS,
  IDLE_CHUNK_CARDS,
  cardStarts,
  renderProgressively,
} from './progressive';

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

function page() {
  const host = document.createElement('div');
  host.innerHTML =
    '<div data-list-results="casinos"><ol data-list-items><li data-card>Old</li></ol></div>';
  document.body.replaceChildren(host);
  return host;
}

const ids = (host: Element) =>
  [
    ...host.querySelectorAll<HTMLElement>('[data-list-results] [data-list-items] > [data-card]'),
  ].map((item) => item.dataset.cardId);

describe('renderProgressively', () => {
  it('finds the start tag of each card, not of the lists inside cards', () => {
    const html = results(3);
    expect(cardStarts(html).map((at) => html.slice(at, at + 30))).toEqual([
      '<li class="c" data-card="casin',
      '<li class="c" data-card="casin',
      '<li class="c" data-card="casin',
    ]);
  });

  it('shows the first screen at once and the other cards in idle-time steps, in order', async () => {
    const host = page();
    const timer = manualSchedule();
    const total = FIRST_SCREEN_CARDS + 2 * IDLE_CHUNK_CARDS + 3;
    const render = renderProgressively(host.firstElementChild!, results(total), timer.schedule);
    expect(render.pending).toBe(true);
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS);
    expect(host.querySelectorAll('[data-list-results]')).toHaveLength(1);
    expect(host.querySelector('[data-list-results]')).toBe(render.results);
    // The old results are hidden at once and removed in idle time.
    expect(render.results.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(render.results.previousElementSibling).toHaveStyle({ contentVisibility: 'hidden' });
    // What follows the cards comes with the last step, after them.
    expect(host.querySelector('[data-list-end]')).toBeNull();
    timer.runAll();
    await render.done;
    expect(render.pending).toBe(false);
    expect(ids(host)).toEqual(Array.from({ length: total }, (_, index) => `casino-${index + 1}`));
    expect(host.textContent).not.toContain('Old');
    expect(render.results.lastElementChild?.matches('[data-pagination]')).toBe(true);
    expect(render.results.querySelector('[data-list-items] + [data-list-end]')).not.toBeNull();
    // The facts lists inside the cards kept their items.
    expect(host.querySelectorAll('[data-card] ul > li')).toHaveLength(total);
  });

  it('parses everything left at once on flush, and nothing more on cancel', async () => {
    const host = page();
    const timer = manualSchedule();
    const total = FIRST_SCREEN_CARDS + 3 * IDLE_CHUNK_CARDS;
    const flushed = renderProgressively(host.firstElementChild!, results(total), timer.schedule);
    flushed.flush();
    await flushed.done;
    expect(ids(host)).toHaveLength(total);
    // Only the old results' removal is left.
    expect(timer.waiting).toBe(1);
    timer.runAll();
    expect(host.children).toHaveLength(1);

    const cancelled = renderProgressively(flushed.results, results(total), timer.schedule);
    cancelled.cancel();
    await cancelled.done;
    expect(timer.waiting).toBe(1);
    timer.runAll();
    expect(ids(host)).toHaveLength(FIRST_SCREEN_CARDS);
  });

  it('parses a short answer, or one it cannot read card by card, in one go', () => {
    const host = page();
    const timer = manualSchedule();
    const short = renderProgressively(host.firstElementChild!, results(5), timer.schedule);
    expect(short.pending).toBe(false);
    expect(ids(host)).toHaveLength(5);
    expect(host.querySelector('[data-list-end]')).not.toBeNull();

    // Cards that are not the list's own children: no idea where a card ends, so whole.
    const odd = `<div data-list-results><ol data-list-items><li><ul>${Array.from(
      { length: 100 },
      (_, index) => card(index),
    ).join('')}</ul></li></ol></div>`;
    const whole = renderProgressively(short.results, odd, timer.schedule);
    expect(whole.pending).toBe(false);
    expect(timer.waiting).toBe(0);
    expect(host.querySelectorAll('[data-card]')).toHaveLength(100);
  });
});
