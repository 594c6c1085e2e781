import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readPageHash } from './gamePageHash';
import { gamePageWidget } from './widgets/game-page';

let unmount = () => {};

const card = (id: number, type: string, media: string) => `
<li data-game-card data-game-id="${id}" data-card-type="${type}" aria-label="Game ${id}">
  <h3>Game ${id}</h3>${media}
  <button type="button" data-game-card-open>Details of Game ${id}</button>
  <template data-game-card-detail><h3>About Game ${id}</h3><p>Type ${type}</p></template>
</li>`;

const PAGE = `
<section data-game-stage data-game-hash="playGame" aria-label="Fire Ra">
  <button type="button" data-game-play data-game-src="/games/fire-ra">Play the demo</button>
</section>
<button type="button" data-play-for-real>Play for real money</button>
<section data-game-hash="review" aria-label="Review"><h2>Review</h2></section>
<section data-game-hash="play-for-real" aria-label="Top casinos"><h2>Top casinos</h2></section>
<section data-game-hash="game-detail" aria-label="Details"><h2>Details</h2></section>
<ul data-game-carousel>
${card(2, 'IFRAME', '<button type="button" data-game-card-play data-game-src="https://games.example/2">Play</button>')}
${card(3, 'PREVIEW_VIDEO', '<video data-game-preview preload="none" src="/v/3.mp4"></video><button type="button" data-game-card-play>Play preview</button>')}
${card(4, 'LIVE_STREAM', '<button type="button" data-game-card-play data-game-src="https://live.example/4">Watch live</button>')}
${card(5, 'GAMALYZE', '<button type="button" data-game-card-play data-game-src="javascript:alert(1)">Stats</button>')}
${card(6, 'IMAGE_GALLERY', '<div data-carousel="game-gallery"></div>')}
</ul>
<section data-game-detail-panel hidden aria-label="Game details">
  <button type="button" data-game-detail-close>Close</button><div data-game-detail-body></div>
</section>
<div id="placeholder"></div>`;

async function mountPage(hash = '', width = 1280) {
  history.replaceState(null, '', `/game-detail.html${hash}`);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  document.body.innerHTML = PAGE;
  await act(async () => {
    unmount = gamePageWidget.mount(document.getElementById('placeholder')!, {});
  });
  return userEvent.setup();
}

const panel = () => document.querySelector<HTMLElement>('[data-game-detail-panel]')!;
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => unmount());
  history.replaceState(null, '', '/');
});

describe('page hashes', () => {
  it('reads each hash of the game page, also among others, and the route’s game id', () => {
    for (const hash of ['playGame', 'enableAgeVerify', 'review', 'game-detail', 'play-for-real'])
      expect(readPageHash(`#tab=x&${hash}`)).toEqual({ hash });
    expect(readPageHash('#game-detail&gameId=42')).toEqual({ hash: 'game-detail', gameId: 42 });
    expect(readPageHash('#game-detail&gameId=-1')).toEqual({ hash: 'game-detail' });
    expect(readPageHash('#other')).toBeNull();
  });

  it.each(['review', 'play-for-real', 'game-detail'])(
    'opens at #%s: scrolls to its section and focuses it',
    async (hash) => {
      await mountPage(`#${hash}`);
      const name = { review: 'Review', 'play-for-real': 'Top casinos', 'game-detail': 'Details' }[
        hash
      ]!;
      expect(section(name)).toHaveFocus();
      expect(window.scrollTo).toHaveBeenCalled();
    },
  );

  it('starts the game at #playGame', async () => {
    await mountPage('#playGame');
    const frame = document.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', `${location.origin}/games/fire-ra`);
    expect(frame).toHaveAttribute('title', 'Game: Fire Ra');
    expect(section('Fire Ra')).toHaveFocus();
  });

  it('does not start a game the age verification still hides', async () => {
    history.replaceState(null, '', '/game-detail.html#playGame');
    document.body.innerHTML = PAGE;
    document.querySelector<HTMLElement>('[data-game-stage]')!.hidden = true;
    await act(async () => {
      unmount = gamePageWidget.mount(document.getElementById('placeholder')!, {});
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('leaves #enableAgeVerify to the age verification', async () => {
    await mountPage('#enableAgeVerify');
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('the play-for-real button goes to the top casinos without a history entry', async () => {
    const user = await mountPage();
    const entries = history.length;
    await user.click(screen.getByRole('button', { name: 'Play for real money' }));
    expect(location.hash).toBe('#play-for-real');
    expect(history.length).toBe(entries);
    expect(section('Top casinos')).toHaveFocus();
  });
});

describe('game cards', () => {
  it('plays frames of IFRAME and LIVE_STREAM cards in place, named after the game', async () => {
    const user = await mountPage();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: 'Watch live' }));
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames.map((frame) => [frame.getAttribute('src'), frame.title])).toEqual([
      ['https://games.example/2', 'Game: Game 2'],
      ['https://live.example/4', 'Game: Game 4'],
    ]);
  });

  it('plays the preview video of a PREVIEW_VIDEO card with its controls', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const user = await mountPage();
    await user.click(screen.getByRole('button', { name: 'Play preview' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.querySelector('video')!.controls).toBe(true);
    play.mockRestore();
  });

  it('never frames an address that is not a web address', async () => {
    const user = await mountPage();
    await user.click(screen.getByRole('button', { name: 'Stats' }));
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('carousel detail panel', () => {
  it('shows the chosen card’s detail beside the carousel on a wide screen', async () => {
    const user = await mountPage();
    await user.click(screen.getByRole('button', { name: 'Details of Game 3' }));
    expect(panel()).toBeVisible();
    expect(panel()).toHaveTextContent('About Game 3');
    expect(panel()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Details of Game 3' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Details of Game 6' }));
    expect(panel()).toHaveTextContent('About Game 6');
    expect(panel()).not.toHaveTextContent('About Game 3');
  });

  it('opens the route on a phone held sideways, whose viewport is tablet-wide', async () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(844);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(390);
    const user = await mountPage('', 844);
    await user.click(screen.getByRole('button', { name: 'Details of Game 4' }));
    expect(location.hash).toBe('#game-detail&gameId=4');
  });

  it('keeps the panel beside the carousel on a tablet of the same width', async () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1024);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(768);
    const user = await mountPage('', 844);
    await user.click(screen.getByRole('button', { name: 'Details of Game 4' }));
    expect(location.hash).toBe('');
    expect(panel()).toHaveTextContent('About Game 4');
  });

  it('opens the game detail route on a phone, and Back closes it', async () => {
    const user = await mountPage('', 390);
    await user.click(screen.getByRole('button', { name: 'Details of Game 4' }));
    expect(location.hash).toBe('#game-detail&gameId=4');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(panel()).toHaveAttribute('data-game-detail-route');
    expect(panel()).toHaveTextContent('About Game 4');
    history.replaceState(null, '', '/game-detail.html');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(panel()).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Details of Game 4' })).toHaveFocus();
  });

  it('Back from the route to an earlier page hash closes the route and refocuses the card', async () => {
    const user = await mountPage('#play-for-real', 390);
    await user.click(screen.getByRole('button', { name: 'Details of Game 2' }));
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(panel()).toBeVisible();
    history.replaceState(null, '', '/game-detail.html#play-for-real');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(panel()).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Details of Game 2' })).toHaveFocus();
  });

  it('opens at the route’s game', async () => {
    await mountPage('#game-detail&gameId=5', 390);
    expect(panel()).toHaveTextContent('About Game 5');
    expect(panel()).toHaveAttribute('data-game-detail-route');
  });
});
