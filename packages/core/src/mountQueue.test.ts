import { scheduledMount } from './mountQueue';

/** A placeholder at `top` px from the viewport's top, 100 px high. */
function placeholder(top: number, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.getBoundingClientRect = () => new DOMRect(0, top, 300, 100);
  document.body.append(element);
  return element;
}

const BELOW_THE_FOLD = 5000;
const mounted: string[] = [];
const unmounted: string[] = [];
const mount = scheduledMount((element) => {
  mounted.push(element.id);
  return () => unmounted.push(element.id);
});

beforeEach(() => {
  vi.useFakeTimers();
  mounted.length = unmounted.length = 0;
});
afterEach(async () => {
  await vi.runAllTimersAsync();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('scheduledMount', () => {
  it('mounts one widget per task, giving the browser its turn before each', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => mount(Object.assign(placeholder(0), { id })));
    await Promise.resolve();
    expect(mounted).toEqual([]);
    // Each turn is one timer (no scheduler.yield here); each mount settles when rendered.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    await a;
    expect(mounted).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    await b;
    expect(mounted).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    await c;
    expect(mounted).toEqual(['a', 'b', 'c']);
  });

  it('mounts what is on screen first, then the rest in page order', async () => {
    mount(Object.assign(placeholder(BELOW_THE_FOLD), { id: 'footer' }));
    mount(Object.assign(placeholder(BELOW_THE_FOLD + 200), { id: 'comments' }));
    mount(Object.assign(placeholder(100), { id: 'header' }));
    const hidden = Object.assign(placeholder(0), { id: 'dialog' });
    hidden.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    mount(hidden);
    await vi.runAllTimersAsync();
    expect(mounted).toEqual(['header', 'footer', 'comments', 'dialog']);
  });

  it('yields with scheduler.yield where the browser has it', async () => {
    let turns = 0;
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve().then(() => void turns++) });
    mount(Object.assign(placeholder(0), { id: 'a' }));
    mount(Object.assign(placeholder(0), { id: 'b' }));
    // No timer involved: the two turns are the scheduler's.
    await vi.waitFor(() => expect(mounted).toEqual(['a', 'b']));
    expect(turns).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles once the widget is rendered, so a held click is carried out after it', async () => {
    const element = Object.assign(placeholder(0), { id: 'likes' });
    // What the loader does with the mount's result: resolves its start with it.
    const started = Promise.resolve().then(() => mount(element));
    let carriedOut: string[] | undefined;
    void started.then(() => (carriedOut = [...mounted]));
    for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
    expect(carriedOut).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(carriedOut).toEqual(['likes']);
  });

  it('mounts a queued widget at once when its declared markup is clicked', async () => {
    const first = mount(Object.assign(placeholder(0), { id: 'first' }));
    mount(Object.assign(placeholder(0, { 'data-on': '[data-game-like]' }), { id: 'likes' }));
    const like = document.createElement('button');
    like.setAttribute('data-game-like', '');
    document.body.append(like);
    let mountedWhenClickArrived: string[] = [];
    like.addEventListener('click', () => (mountedWhenClickArrived = [...mounted]));
    vi.advanceTimersToNextTimer();
    await first;
    expect(mounted).toEqual(['first']);
    like.click();
    expect(mountedWhenClickArrived).toEqual(['first', 'likes']);
  });

  it('takes a placeholder removed before its turn out of the queue, and unmounts a mounted one', async () => {
    const gone = mount(Object.assign(placeholder(0), { id: 'gone' }));
    const kept = mount(Object.assign(placeholder(0), { id: 'kept' }));
    gone();
    await expect(gone).resolves.toBeUndefined();
    await vi.runAllTimersAsync();
    expect(mounted).toEqual(['kept']);
    kept();
    expect(unmounted).toEqual(['kept']);
  });
});
