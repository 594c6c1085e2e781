import { db, setScenario } from '@casino/mocks';
import { trackExitLinks } from './exitLinks';
import { pageClicks } from './pageClicks';

let stop: () => void = () => undefined;
function link(html: string): HTMLAnchorElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper.querySelector('a')!;
}
/** A click the test page does not follow (happy-dom would navigate). */
const follow = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  document.addEventListener('click', (e) => e.preventDefault(), { once: true });
  element.dispatchEvent(event);
};

beforeEach(() => {
  const clicks = pageClicks();
  trackExitLinks(clicks);
  stop = () => clicks.stop();
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('outbound link tracking', () => {
  it('posts /exitf with the link and its parameters', async () => {
    follow(link('<a href="/exit/royal-casino?pos=3"><span>Visit</span></a>').firstElementChild!);
    follow(link('<a href="/exitb/bonus-12" data-exit-parameters="bonusId=12">Get</a>'));
    await vi.waitFor(() => expect(db.tracking.exits).toHaveLength(2));
    expect(db.tracking.exits).toEqual([
      { url: new URL('/exit/royal-casino?pos=3', location.href).href, parameters: 'pos=3' },
      { url: new URL('/exitb/bonus-12', location.href).href, parameters: 'bonusId=12' },
    ]);
  });

  it('tracks a middle click too', async () => {
    const exit = link('<a href="/exit/royal-casino">Visit</a>');
    exit.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await vi.waitFor(() => expect(db.tracking.exits).toHaveLength(1));
  });

  it('leaves other links alone', async () => {
    follow(link('<a href="/exitpoll">Poll</a>'));
    follow(link('<a href="https://elsewhere.example/exit/x">Away</a>'));
    follow(link('<a href="/casinos">Casinos</a>'));
    follow(link('<a href="/exit/last">Last</a>'));
    await vi.waitFor(() => expect(db.tracking.exits).toHaveLength(1));
    expect(db.tracking.exits[0]?.url).toMatch(/\/exit\/last$/);
  });

  it('only logs a failure: the visitor goes on', async () => {
    setScenario('network-error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link('<a href="/exit/royal-casino">Visit</a>').dispatchEvent(event);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Tracking /exitf failed', expect.anything()),
    );
    expect(db.tracking.exits).toEqual([]);
  });
});
