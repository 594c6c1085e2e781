import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

// The loader is a script with no exports: each test runs its source afresh, with the chunk
// imports, the timers and the error log in the test's hands, and takes it down after.
const { code } = transformSync(readFileSync(path.resolve('src/loader.ts'), 'utf8'), {
  loader: 'ts',
  define: { __MANIFEST__: '{"v":"test"}' },
});
const LOADER = code.replace('import(url)', 'chunks(url)');

type Mount = (element: HTMLElement) => () => void;
interface Chunk {
  resolve: (chunk: { default: Mount }) => void;
  reject: (error: Error) => void;
}

const running: (() => void)[] = [];
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});

/** Runs the loader on `html`, with the page's first two frames painted unless `painted` is false. */
function runLoader(html: string, { painted = true } = {}) {
  document.body.innerHTML = html;
  const requested: string[] = [];
  const frames: FrameRequestCallback[] = [];
  /** The browser renders a frame: the callbacks asked for before it run. */
  const frame = () => frames.splice(0).forEach((callback) => callback(0));
  const chunks = new Map<string, Chunk>();
  const errorLog: string[] = [];
  const listeners: [string, EventListener, boolean][] = [];
  const observers: MutationObserver[] = [];
  const args = {
    chunks: (url: string) =>
      new Promise((resolve, reject) => {
        const name = /w\/([\w-]+)\.js/.exec(url)![1]!;
        requested.push(name);
        chunks.set(name, { resolve, reject });
      }),
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      listeners.push([type, listener, capture]);
      window.addEventListener(type, listener, capture);
    },
    MutationObserver: class extends MutationObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    },
    IntersectionObserver: class {
      observe() {}
      unobserve() {}
    },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    // Idle and visible placeholders wait: only what a test does loads a chunk.
    self: { requestIdleCallback: () => 0 },
    setTimeout: () => 0,
    fetch: (_url: string, init: { body: URLSearchParams }) => {
      errorLog.push(init.body.get('message')!);
      return Promise.resolve();
    },
  };
  new Function(...Object.keys(args), LOADER)(...Object.values(args));
  if (painted) {
    frame();
    frame();
  }
  running.push(() => {
    listeners.forEach(([type, listener, capture]) =>
      window.removeEventListener(type, listener, capture),
    );
    observers.forEach((observer) => observer.disconnect());
  });
  return {
    requested,
    errorLog,
    frame,
    chunk: (name: string) => {
      const chunk = chunks.get(name);
      if (!chunk) throw new Error(`the chunk of ${name} was not requested`);
      return chunk;
    },
  };
}

/** A widget that binds the server markup `root` as the game page's like buttons do. */
function bindingWidget(root: string, heard: string[]): { default: Mount } {
  return {
    default: (element) => {
      const markup = document.querySelector<HTMLElement>(root)!;
      const onClick = (event: Event) => heard.push((event.target as HTMLElement).id);
      markup.addEventListener('click', onClick);
      element.dataset.widgetState = 'mounted';
      return () => markup.removeEventListener('click', onClick);
    },
  };
}

/** The clicks that reach the page (a listener of the document), and whether they were stopped. */
function pageClicks() {
  const seen: { id: string; prevented: boolean }[] = [];
  const onClick = (event: Event) =>
    seen.push({ id: (event.target as HTMLElement).id, prevented: event.defaultPrevented });
  document.addEventListener('click', onClick);
  running.push(() => document.removeEventListener('click', onClick));
  return seen;
}

const LIKE_PAGE = `<div data-game-like><button id="like" type="button">Like</button></div>
<div data-widget="game-like" data-load="idle" data-on="[data-game-like]"></div>`;

describe('the loader starts after the page is painted', () => {
  it('asks for no chunk before the frame after the first one, then for the eager ones', () => {
    const loader = runLoader(
      `<div data-widget="filters" data-load="eager"></div>
<div data-widget="search" data-load="idle"></div>`,
      { painted: false },
    );
    expect(loader.requested).toEqual([]);
    loader.frame();
    expect(loader.requested).toEqual([]);
    loader.frame();
    expect(loader.requested).toEqual(['filters']);
  });

  it('finds placeholders added before then once it starts, and later ones as they come', async () => {
    const loader = runLoader('', { painted: false });
    document.body.innerHTML = '<div data-widget="filters"></div>';
    loader.frame();
    loader.frame();
    expect(loader.requested).toEqual(['filters']);
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="game-like"></div>');
    await vi.waitFor(() => expect(loader.requested).toEqual(['filters', 'game-like']));
  });

  it('holds a click made before then', () => {
    const loader = runLoader(LIKE_PAGE, { painted: false });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('like')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(loader.requested).toEqual(['game-like']);
  });
});

describe('the loader holds a click on what a widget not yet here declares', () => {
  it('holds it, fetches the chunk at once, and carries it out once when the widget has mounted', async () => {
    const loader = runLoader(LIKE_PAGE);
    const page = pageClicks();
    const button = document.getElementById('like')!;

    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(page).toEqual([]);
    // Idle has not come: the click asked for the chunk.
    expect(loader.requested).toEqual(['game-like']);

    const likes: string[] = [];
    loader.chunk('game-like').resolve(bindingWidget('[data-game-like]', likes));
    await vi.waitFor(() => expect(likes).toEqual(['like']));
    expect(page).toEqual([{ id: 'like', prevented: false }]);
    // Later scans (a DOM change) carry out nothing again.
    document.body.append(document.createElement('p'));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(likes).toEqual(['like']);
    expect(loader.requested).toEqual(['game-like']);
  });

  it('carries out two held clicks in the order they were made, whichever chunk comes first', async () => {
    const loader = runLoader(`${LIKE_PAGE}
<div data-game-list><button id="add" type="button">Add to my games</button></div>
<div data-widget="game-list" data-load="idle" data-on="[data-game-list]"></div>`);
    const heard: string[] = [];
    document.getElementById('like')!.click();
    document.getElementById('add')!.click();
    expect(loader.requested).toEqual(['game-like', 'game-list']);

    loader.chunk('game-list').resolve(bindingWidget('[data-game-list]', heard));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(heard).toEqual([]);
    loader.chunk('game-like').resolve(bindingWidget('[data-game-like]', heard));
    await vi.waitFor(() => expect(heard).toEqual(['like', 'add']));
  });

  it('waits for every widget that declares the target, and carries the click out once', async () => {
    const loader = runLoader(`<a id="exit" href="#casino">Visit</a>
<div data-widget="site-modals" data-load="idle" data-on="a[href^='#']"></div>
<div data-widget="userscore" data-load="idle" data-on="a[href^='#']"></div>`);
    const heard: string[] = [];
    document.getElementById('exit')!.click();
    expect(loader.requested).toEqual(['site-modals', 'userscore']);

    loader.chunk('userscore').resolve(bindingWidget('#exit', heard));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(heard).toEqual([]);
    loader.chunk('site-modals').resolve(bindingWidget('body', heard));
    await vi.waitFor(() => expect(heard).toEqual(['exit', 'exit']));
  });

  it('carries the click out with the browser’s default when the chunk fails to load', async () => {
    const loader = runLoader(LIKE_PAGE);
    const page = pageClicks();
    document.getElementById('like')!.click();

    loader.chunk('game-like').reject(new Error('offline'));
    // The loader reports the failure and asks once more for the chunk.
    await vi.waitFor(() => expect(loader.errorLog).toEqual(['Widget chunk error: game-like']));
    loader.chunk('game-like').reject(new Error('still offline'));

    await vi.waitFor(() => expect(page).toEqual([{ id: 'like', prevented: false }]));
    expect(document.querySelector<HTMLElement>('[data-widget]')!.dataset.widgetState).toBe(
      'failed',
    );
  });

  it('leaves a click on a widget already mounted, and one on nothing declared, alone', async () => {
    const loader = runLoader(`${LIKE_PAGE}<button id="other" type="button">Other</button>`);
    const likes: string[] = [];
    document.getElementById('like')!.click();
    loader.chunk('game-like').resolve(bindingWidget('[data-game-like]', likes));
    await vi.waitFor(() => expect(likes).toEqual(['like']));
    const page = pageClicks();

    for (const id of ['like', 'other']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(likes).toEqual(['like', 'like']);
    expect(page).toEqual([
      { id: 'like', prevented: false },
      { id: 'other', prevented: false },
    ]);
    expect(loader.requested).toEqual(['game-like']);
  });
});
