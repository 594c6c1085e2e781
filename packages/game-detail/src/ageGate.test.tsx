import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGE_VERIFY_GATE, closeGate, openGate } from '@casino/core/gates';
import { gamePageWidget } from './widgets/game-page';

// The age verification's side of the gate is played by core's openGate: features never
// import each other, and the game page must hold plays before age-verify's code is in.
let unmount = () => {};

const AGE_VERIFY_PLACEHOLDER = '<div data-widget="age-verify" data-load="eager"></div>';
const page = (ageVerify = AGE_VERIFY_PLACEHOLDER) => `
<section data-age-verify-game data-game-stage data-game-hash="playGame" aria-label="Fire Ra">
  <button type="button" data-game-play data-game-src="/games/fire-ra">Play the demo</button>
  <button type="button" data-play-for-real>Play for real money</button>
</section>
${ageVerify}
<section data-game-hash="play-for-real" aria-label="Top casinos"><h2>Top casinos</h2></section>
<ul><li data-game-card data-game-id="2" data-card-type="IFRAME" aria-label="Game 2">
  <button type="button" data-game-card-play data-game-src="https://games.example/2">Play Game 2</button>
</li></ul>
<div id="placeholder"></div>`;

async function mountPage(hash = '', html = page()) {
  history.replaceState(null, '', `/game-detail.html${hash}`);
  document.body.innerHTML = html;
  await act(async () => {
    unmount = gamePageWidget.mount(document.getElementById('placeholder')!, {});
  });
  return userEvent.setup();
}

const frames = () => [...document.querySelectorAll('iframe')].map((frame) => frame.title);
const note = () => screen.queryByText(/The age verification could not load/);

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  act(() => unmount());
  closeGate(AGE_VERIFY_GATE);
  history.replaceState(null, '', '/');
});

describe('a game behind the age verification', () => {
  it('does not start from the play button or #playGame before the gate opens, then starts once', async () => {
    const user = await mountPage('#playGame');
    await user.click(screen.getByRole('button', { name: 'Play the demo' }));
    act(() => {
      location.hash = 'playGame';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(frames()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Play the demo' })).toBeVisible();
    act(() => openGate(AGE_VERIFY_GATE));
    expect(frames()).toEqual(['Game: Fire Ra']);
  });

  it('starts at once while the gate is open', async () => {
    openGate(AGE_VERIFY_GATE);
    await mountPage('#playGame');
    expect(frames()).toEqual(['Game: Fire Ra']);
  });

  it('holds the play-for-real button inside the guarded game too', async () => {
    const user = await mountPage();
    await user.click(screen.getByRole('button', { name: 'Play for real money' }));
    expect(location.hash).toBe('');
    act(() => openGate(AGE_VERIFY_GATE));
    expect(location.hash).toBe('#play-for-real');
    // The scroll's code loads with the page's first scroll.
    await vi.dynamicImportSettled();
    expect(screen.getByRole('region', { name: 'Top casinos' })).toHaveFocus();
  });

  it('does not start a held game the verification hides when the gate opens', async () => {
    const user = await mountPage();
    await user.click(screen.getByRole('button', { name: 'Play the demo' }));
    document.querySelector<HTMLElement>('[data-age-verify-game]')!.hidden = true;
    act(() => openGate(AGE_VERIFY_GATE));
    expect(frames()).toEqual([]);
  });

  it('leaves games outside the guarded one alone', async () => {
    const user = await mountPage();
    await user.click(screen.getByRole('button', { name: 'Play Game 2' }));
    expect(frames()).toEqual(['Game: Game 2']);
  });

  it('says the game cannot start when the age verification failed to load, and stays closed', async () => {
    const user = await mountPage();
    expect(note()).toBeNull();
    act(() =>
      document
        .querySelector('[data-widget="age-verify"]')!
        .setAttribute('data-widget-state', 'failed'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The age verification could not load, so this game cannot start. Please reload the page.',
    );
    await user.click(screen.getByRole('button', { name: 'Play the demo' }));
    expect(frames()).toEqual([]);
  });

  it('says so at once when the page has no age verification for its guarded game', async () => {
    await mountPage('#playGame', page(''));
    expect(note()).toHaveAttribute('role', 'alert');
    expect(frames()).toEqual([]);
    act(() => unmount());
    expect(note()).toBeNull();
  });
});
