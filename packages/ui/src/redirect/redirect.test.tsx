import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HOME_PATH, enhanceRedirects, redirectFrom, safeRedirectAddress } from './redirect';
import { RedirectButton } from './RedirectButton';

/** The fake backend's redirect lookup (mocks/src/handlers/navigation.ts). */
const LOOKUP = '/frontendService/redirectUrl';

afterEach(() => {
  document.body.innerHTML = '';
  server.events.removeAllListeners();
});

/** Holds the lookups of `path` until `release(address)`; counts them. */
function gatedLookup(path: string) {
  let release!: (address: string) => void;
  const answer = new Promise<string>((resolve) => {
    release = resolve;
  });
  const seen = { count: 0 };
  server.use(
    http.get(`*${path}`, async () => {
      seen.count += 1;
      return HttpResponse.text(await answer);
    }),
  );
  return { release, seen };
}

describe('redirect helper', () => {
  it('goes to the address the lookup answers', async () => {
    const navigate = vi.fn();
    await expect(redirectFrom(`${LOOKUP}?to=%2Fbonuses%2Fbest`, { navigate })).resolves.toBe(
      '/bonuses/best',
    );
    expect(navigate).toHaveBeenCalledWith('/bonuses/best');
  });

  it('goes to the home page when the answer is empty', async () => {
    const navigate = vi.fn();
    await redirectFrom(`${LOOKUP}?to=`, { navigate });
    expect(navigate).toHaveBeenCalledWith(HOME_PATH);
    navigate.mockClear();
    await redirectFrom(`${LOOKUP}?to=%20%20`, { navigate });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('reads an address sent as a JSON string', async () => {
    server.use(
      http.get('*/somewhere/lookup', () => HttpResponse.text('"https://casino.example/go"')),
    );
    const navigate = vi.fn();
    await redirectFrom('/somewhere/lookup', { navigate });
    expect(navigate).toHaveBeenCalledWith('https://casino.example/go');
  });

  it('sends the lookup with the XMLHttpRequest header', async () => {
    const headers: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(LOOKUP)) headers.push(request.headers.get('X-Requested-With') ?? '');
    });
    await redirectFrom(LOOKUP, { navigate: vi.fn() });
    expect(headers).toEqual(['XMLHttpRequest']);
  });

  it('logs a failure and stays on the page', async () => {
    setScenario('server-error');
    const navigate = vi.fn();
    await expect(redirectFrom(LOOKUP, { navigate })).resolves.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(db.errorLog).toEqual([
        `Redirect lookup ${LOOKUP} failed: GET ${LOOKUP} answered HTTP 500`,
      ]),
    );
  });

  it('never follows a script address', () => {
    expect(safeRedirectAddress('javascript:alert(1)')).toBe(HOME_PATH);
    expect(safeRedirectAddress('data:text/html,x')).toBe(HOME_PATH);
    expect(safeRedirectAddress('/casinos')).toBe('/casinos');
    expect(safeRedirectAddress('https://casino.example/')).toBe('https://casino.example/');
    expect(safeRedirectAddress('')).toBe(HOME_PATH);
  });
});

describe('RedirectButton', () => {
  it('shows a loader while looking up, ignores repeat clicks, then goes', async () => {
    const user = userEvent.setup();
    const lookup = gatedLookup('/casino/7/visit');
    const navigate = vi.fn();
    render(
      <RedirectButton path="/casino/7/visit" navigate={navigate} loadingLabel="Redirecting…">
        Visit casino
      </RedirectButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Visit casino' }));
    const busy = screen.getByRole('button', { name: 'Redirecting…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await user.click(busy);
    lookup.release('https://casino.example/');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://casino.example/'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(lookup.seen.count).toBe(1);
  });
});

describe('enhanceRedirects', () => {
  it('redirects from a marked server link and ignores repeat clicks meanwhile', async () => {
    const user = userEvent.setup();
    const lookup = gatedLookup('/go/games');
    document.body.innerHTML = `<a href="/fallback" data-cw-redirect="/go/games">Play</a>`;
    const navigate = vi.fn();
    const cleanup = enhanceRedirects(document.body, { navigate });
    const link = screen.getByRole('link', { name: 'Play' });
    await user.click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    await user.click(link);
    lookup.release('');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(HOME_PATH));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(lookup.seen.count).toBe(1);
    await vi.waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
    cleanup();
  });
});
