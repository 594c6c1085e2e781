import { emit, on } from './events';

declare module './events' {
  interface WidgetEvents {
    'test:ping': { count: number };
  }
}

describe('events', () => {
  it('delivers the detail of an event to its listeners', () => {
    const opened = vi.fn();
    const off = on('modal:open', opened);
    emit('modal:open', { id: 'newsletter' });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith({ id: 'newsletter' });
    off();
  });

  it('stops delivering after the returned off function is called', () => {
    const opened = vi.fn();
    const off = on('modal:open', opened);
    emit('modal:open', { id: 'a' });
    off();
    emit('modal:open', { id: 'b' });
    expect(opened.mock.calls).toEqual([[{ id: 'a' }]]);
    expect(() => off()).not.toThrow();
  });

  it('keeps events of different names apart and reaches every listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const closed = vi.fn();
    const offs = [on('modal:open', first), on('modal:open', second), on('modal:close', closed)];
    emit('modal:open', { id: 'login' });
    expect(first).toHaveBeenCalledWith({ id: 'login' });
    expect(second).toHaveBeenCalledWith({ id: 'login' });
    expect(closed).not.toHaveBeenCalled();

    offs[0]?.();
    emit('modal:close', { id: 'login' });
    emit('modal:open', { id: 'again' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(closed).toHaveBeenCalledWith({ id: 'login' });
    offs.forEach((off) => off?.());
  });

  it('travels on document, so page scripts can listen and send too', () => {
    const fromPage = vi.fn();
    const listener = (event: Event) => fromPage((event as CustomEvent).detail);
    document.addEventListener('casino:modal:disabled', listener);
    emit('modal:disabled', { id: 'newsletter' });
    document.removeEventListener('casino:modal:disabled', listener);
    expect(fromPage).toHaveBeenCalledWith({ id: 'newsletter' });

    const received = vi.fn();
    const off = on('modal:open', received);
    document.dispatchEvent(new CustomEvent('casino:modal:open', { detail: { id: 'country' } }));
    off();
    expect(received).toHaveBeenCalledWith({ id: 'country' });
  });

  it('takes events that features add by augmenting WidgetEvents', () => {
    const pinged = vi.fn<(detail: { count: number }) => void>();
    const off = on('test:ping', pinged);
    emit('test:ping', { count: 3 });
    off();
    expect(pinged).toHaveBeenCalledWith({ count: 3 });
  });

  it('rejects wrong names and details at compile time', () => {
    const received = vi.fn();
    const off = on('modal:open', received);
    // @ts-expect-error the detail of modal:open is { id: string }
    emit('modal:open', { modal: 'x' });
    // @ts-expect-error there is no such event
    emit('modal:unknown', { id: 'x' });
    off();
    expect(received).toHaveBeenCalledTimes(1);
  });
});
