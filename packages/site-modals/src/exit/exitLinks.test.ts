import { HttpResponse, delay, http } from 'msw';
import type { MockInstance } from 'vitest';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { listenForExitLinks } from './exitLinks';
import { EXIT_WARN_TIMEOUT_MS, checkExit, navigation, resetExitChecks } from './followExit';

let stop = () => {};
let sameTab: MockInstance<(url: string) => void>;
let newTab: MockInstance<(url: string) => boolean>;

beforeEach(() => {
  resetExitChecks();
  sameTab = vi.spyOn(navigation, 'sameTab').mockImplementation(() => undefined);
  newTab = vi.spyOn(navigation, 'newTab').mockImplementation(() => true);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = `
    <a id="warned" href="/exit/lucky-spin?src=list">Lucky Spin</a>
    <a id="plain" href="/exit/royal-vegas">Royal Vegas</a>
    <a id="bonus" href="/exitb/lucky-spin">Bonus</a>
    <a id="blank" href="/exit/royal-vegas" target="_blank">Royal Vegas</a>
    <a id="inside" href="/casinos"><span>Casinos</span></a>
    <a id="exited" href="/exiting">Not an exit link</a>`;
  stop = listenForExitLinks(document);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** A click as the browser sends it; returns whether the page's default was prevented. */
function click(id: string, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return event.defaultPrevented;
}

const origin = location.origin;

describe('outbound links', () => {
  it('a warned link opens in a new tab after the /exit/warn check', async () => {
    expect(click('warned')).toBe(true);
    await vi.waitFor(() =>
      expect(newTab).toHaveBeenCalledWith(`${origin}/exit/lucky-spin?src=list`),
    );
    expect(sameTab).not.toHaveBeenCalled();
    expect(db.siteModals.exitChecks).toEqual(['/exit/warn /exit/lucky-spin?src=list']);
  });

  it('a link without a warning opens in the same tab', async () => {
    click('plain');
    await vi.waitFor(() => expect(sameTab).toHaveBeenCalledWith(`${origin}/exit/royal-vegas`));
    expect(newTab).not.toHaveBeenCalled();
  });

  it('an /exitb link is checked with /exitb/warn', async () => {
    click('bonus');
    await vi.waitFor(() => expect(newTab).toHaveBeenCalledWith(`${origin}/exitb/lucky-spin`));
    expect(db.siteModals.exitChecks).toEqual(['/exitb/warn /exitb/lucky-spin']);
  });

  it('a blocked new tab falls back to the same tab', async () => {
    newTab.mockReturnValue(false);
    click('warned');
    await vi.waitFor(() =>
      expect(sameTab).toHaveBeenCalledWith(`${origin}/exit/lucky-spin?src=list`),
    );
  });

  it('a failed check opens the link anyway, as its markup says', async () => {
    server.use(http.get('*/exit/warn', () => HttpResponse.error()));
    click('plain');
    await vi.waitFor(() => expect(sameTab).toHaveBeenCalledWith(`${origin}/exit/royal-vegas`));
    click('blank');
    await vi.waitFor(() => expect(newTab).toHaveBeenCalledWith(`${origin}/exit/royal-vegas`));
  });

  it('a malformed answer opens the link anyway', async () => {
    server.use(http.get('*/exit/warn', () => HttpResponse.json({ data: 'yes' })));
    click('plain');
    await vi.waitFor(() => expect(sameTab).toHaveBeenCalledWith(`${origin}/exit/royal-vegas`));
  });

  it('a check that does not answer in time opens the link anyway', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/exit/warn', () => delay('infinite')));
    click('plain');
    await vi.advanceTimersByTimeAsync(EXIT_WARN_TIMEOUT_MS - 1);
    expect(sameTab).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sameTab).toHaveBeenCalledTimes(1));
  });

  it('Ctrl, Cmd, Shift and middle clicks and other links keep the browser behaviour', async () => {
    expect(click('plain', { ctrlKey: true })).toBe(false);
    expect(click('plain', { metaKey: true })).toBe(false);
    expect(click('plain', { shiftKey: true })).toBe(false);
    expect(click('plain', { button: 1 })).toBe(false);
    expect(click('inside')).toBe(false);
    expect(click('exited')).toBe(false);
    // A plain click after them is the only one checked.
    click('warned');
    await vi.waitFor(() => expect(newTab).toHaveBeenCalledTimes(1));
    expect(db.siteModals.exitChecks).toEqual(['/exit/warn /exit/lucky-spin?src=list']);
    expect(sameTab).not.toHaveBeenCalled();
  });

  it('a second click while the check runs is ignored', async () => {
    expect(click('plain')).toBe(true);
    expect(click('plain')).toBe(true);
    await vi.waitFor(() => expect(sameTab).toHaveBeenCalledTimes(1));
    expect(db.siteModals.exitChecks).toHaveLength(1);
  });

  const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;
  const reach = (id: string, type = 'pointerover') =>
    link(id).dispatchEvent(new Event(type, { bubbles: true }));

  it('a warned link reached for before the click opens its tab within the click itself', async () => {
    reach('warned');
    await vi.waitFor(() => expect(db.siteModals.exitChecks).toHaveLength(1));
    await checkExit(link('warned'));
    // Dispatched like the loader's replay of an early click: not trusted, and synchronous.
    click('warned');
    expect(newTab).toHaveBeenCalledWith(`${origin}/exit/lucky-spin?src=list`);
    expect(db.siteModals.exitChecks).toEqual(['/exit/warn /exit/lucky-spin?src=list']);
    // The answer is kept: the next click opens at once too, without asking again.
    click('warned');
    expect(newTab).toHaveBeenCalledTimes(2);
    expect(db.siteModals.exitChecks).toHaveLength(1);
  });

  it('the focus starts the check too, and a link without a warning then opens at once in this tab', async () => {
    reach('plain', 'focusin');
    await vi.waitFor(() => expect(db.siteModals.exitChecks).toHaveLength(1));
    await checkExit(link('plain'));
    click('plain');
    expect(sameTab).toHaveBeenCalledWith(`${origin}/exit/royal-vegas`);
    expect(newTab).not.toHaveBeenCalled();
  });

  it('a failed check is not kept: the click asks again', async () => {
    server.use(http.get('*/exit/warn', () => HttpResponse.error(), { once: true }));
    await expect(checkExit(link('warned'))).resolves.toBe('failed');
    click('warned');
    await vi.waitFor(() => expect(newTab).toHaveBeenCalledTimes(1));
    expect(db.siteModals.exitChecks).toEqual(['/exit/warn /exit/lucky-spin?src=list']);
  });

  it('reaching for other links starts nothing', async () => {
    reach('inside');
    reach('exited');
    click('plain');
    await vi.waitFor(() => expect(sameTab).toHaveBeenCalledTimes(1));
    expect(db.siteModals.exitChecks).toEqual(['/exit/warn /exit/royal-vegas']);
  });
});
