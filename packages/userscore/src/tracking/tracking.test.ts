import { tracking } from '@casino/api';
import { IDLE_AFTER_MS } from '../activity';
import { CLICKS_PER_REPORT } from './clicks';
import { pageClicks } from './pageClicks';
import { ACTIVE_TIME_REPORT_MS, startTracking } from './tracking';

const sent = vi.fn();

let visibility: DocumentVisibilityState = 'visible';
let stop: () => void = () => undefined;
const input = () => document.dispatchEvent(new Event('pointerdown'));
/** Input every second for `seconds` seconds. */
const busy = (seconds: number) => {
  for (let n = 0; n < seconds; n += 1) {
    input();
    vi.advanceTimersByTime(1_000);
  }
};
const reportsOf = (endpoint: unknown) =>
  sent.mock.calls
    .filter(([called]) => called === endpoint)
    .map(([, body, urgent]) => ({
      body,
      urgent,
    }));

function element(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper.firstElementChild as HTMLElement;
}
const click = (target: Element, init: MouseEventInit = {}) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init }));

beforeEach(() => {
  vi.useFakeTimers();
  sent.mockClear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  const clicks = pageClicks();
  const stopTracking = startTracking({ pageType: 'casino-list', report: sent, clicks });
  stop = () => {
    stopTracking();
    clicks.stop();
  };
});

afterEach(() => {
  stop();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('active time', () => {
  it('reports the active seconds every 60 s', () => {
    busy(59);
    expect(reportsOf(tracking.activeTime)).toEqual([]);
    busy(1);
    expect(reportsOf(tracking.activeTime)).toEqual([
      {
        body: { seconds: 60, pageType: 'casino-list', url: location.href },
        urgent: false,
      },
    ]);
    busy(60);
    expect(reportsOf(tracking.activeTime)).toHaveLength(2);
  });

  it('counts only seconds with input in the last 3 s (idle after 3 s)', () => {
    input();
    vi.advanceTimersByTime(ACTIVE_TIME_REPORT_MS - 3_000);
    expect(reportsOf(tracking.activeTime)).toEqual([]);
    busy(3);
    expect(reportsOf(tracking.activeTime)[0]?.body).toMatchObject({
      seconds: IDLE_AFTER_MS / 1_000 + 3,
    });
  });

  it('sends nothing for a minute without activity', () => {
    vi.advanceTimersByTime(3 * ACTIVE_TIME_REPORT_MS);
    expect(reportsOf(tracking.activeTime)).toEqual([]);
  });

  it('does not count while the page is hidden', () => {
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    busy(60);
    expect(reportsOf(tracking.activeTime)).toEqual([]);
  });

  it('reports what is left at once when the page is hidden', () => {
    busy(10);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reportsOf(tracking.activeTime)).toEqual([
      { body: expect.objectContaining({ seconds: 10 }), urgent: true },
    ]);
  });
});

describe('click tracking', () => {
  it('reports every 5 valid clicks as one batch', () => {
    const button = element('<button type="button" id="sort">Sort</button>');
    for (let n = 1; n < CLICKS_PER_REPORT; n += 1) click(button);
    expect(reportsOf(tracking.clicks)).toEqual([]);
    click(button);
    expect(reportsOf(tracking.clicks)).toEqual([
      {
        body: {
          pageType: 'casino-list',
          url: location.href,
          clicks: Array(CLICKS_PER_REPORT).fill({ target: 'button#sort' }),
        },
        urgent: false,
      },
    ]);
    for (let n = 0; n < CLICKS_PER_REPORT; n += 1) click(button);
    expect(reportsOf(tracking.clicks)).toHaveLength(2);
  });

  it('counts only clicks on something that acts, by the primary or middle button', () => {
    const text = element('<p>Plain text</p>');
    const disabled = element('<button type="button" disabled>Off</button>');
    const link = element('<a href="/casinos" data-track="nav-casinos"><span>Casinos</span></a>');
    for (let n = 0; n < CLICKS_PER_REPORT; n += 1) {
      click(text);
      click(disabled);
      click(link, { button: 2 });
    }
    expect(reportsOf(tracking.clicks)).toEqual([]);
    for (let n = 0; n < CLICKS_PER_REPORT; n += 1) click(link.firstElementChild!);
    const [batch] = reportsOf(tracking.clicks);
    expect(batch?.body).toMatchObject({
      clicks: Array(CLICKS_PER_REPORT).fill({
        target: 'nav-casinos',
        href: new URL('/casinos', location.href).href,
      }),
    });
    // The fifth click follows a link, so the batch goes before the page does.
    expect(batch?.urgent).toBe(true);
  });
});

it('stops everything when stopped', () => {
  stop();
  busy(120);
  const button = element('<button type="button">Go</button>');
  for (let n = 0; n < CLICKS_PER_REPORT; n += 1) click(button);
  expect(sent).not.toHaveBeenCalled();
});
