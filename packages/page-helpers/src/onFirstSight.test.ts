import { db } from '@casino/mocks';
import { bindLive } from './live';
import { onFirstSight } from './onFirstSight';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

function watch(load: Parameters<typeof onFirstSight>[2]) {
  const { binder, stop } = onFirstSight('hint', '[data-hint]', load);
  const unbind = bindLive(document.body, [binder]);
  return () => {
    unbind();
    stop();
  };
}

describe('a helper loaded when its hook first appears', () => {
  it('is never fetched on a page without its hook', async () => {
    document.body.innerHTML = '<p>No hints here.</p>';
    const load = vi.fn(async () => ({}));
    const stop = watch(load);
    document.body.insertAdjacentHTML('beforeend', '<p>Still none.</p>');
    await flush();
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('is fetched once, listens once and binds every element, also ones that arrive later', async () => {
    document.body.innerHTML = '<span data-hint>a</span><span data-hint>b</span>';
    const listen = vi.fn(() => vi.fn());
    const bind = vi.fn((element: HTMLElement) => {
      element.dataset.bound = 'yes';
    });
    const load = vi.fn(async () => ({ listen, bind }));
    const stop = watch(load);
    await flush();
    document.body.insertAdjacentHTML('beforeend', '<span data-hint>c</span>');
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(listen).toHaveBeenCalledTimes(1);
    expect(listen).toHaveBeenCalledWith(document);
    expect(
      [...document.querySelectorAll('[data-hint]')].map((el) => el.getAttribute('data-bound')),
    ).toEqual(['yes', 'yes', 'yes']);
    stop();
    expect(listen.mock.results[0]!.value).toHaveBeenCalledTimes(1);
  });

  it('lets go of an element that leaves, and binds none that left before the code came', async () => {
    document.body.innerHTML = '<span data-hint>a</span><span data-hint id="early">b</span>';
    const release = vi.fn();
    let finish!: (helper: { bind: (element: HTMLElement) => () => void }) => void;
    const bind = vi.fn(() => release);
    const stop = watch(() => new Promise((resolve) => (finish = resolve)));
    document.getElementById('early')!.remove();
    await flush();
    finish({ bind });
    await flush();
    expect(bind).toHaveBeenCalledTimes(1);
    document.querySelector('[data-hint]')!.remove();
    await flush();
    expect(release).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logs a helper whose code fails to load and leaves the HTML as it is', async () => {
    document.body.innerHTML = '<span data-hint>a</span>';
    const stop = watch(() => Promise.reject(new Error('chunk gone')));
    await flush();
    expect(db.errorLog.some((line) => line.includes('hint') && line.includes('chunk gone'))).toBe(
      true,
    );
    expect(document.body.innerHTML).toBe('<span data-hint="">a</span>');
    stop();
  });
});
