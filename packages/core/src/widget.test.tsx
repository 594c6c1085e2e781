import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { db } from '@casino/mocks';
import { loadMessages, messages, t } from './i18n';
import { defineWidget } from './widget';
import type { Unmount } from './widget';

const promoProps = z.object({ title: z.string(), count: z.optional(z.number()) });

function Promo({ title, count }: z.infer<typeof promoProps>) {
  return (
    <section>
      <h2>{title}</h2>
      {count !== undefined && <p>{count} offers</p>}
    </section>
  );
}

const promo = defineWidget({ name: 'promo', props: promoProps, component: Promo });

function Broken(): never {
  throw new Error('kaput');
}

const broken = defineWidget({ name: 'broken', props: z.object({}), component: Broken });

const SERVER_HTML = '<p class="server">Server-rendered promo</p>';
const mounted: Unmount[] = [];

/** A CMS placeholder with server content, as the page has it. */
function placeholder(attributes: Record<string, string>, html = SERVER_HTML): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function mount(widget: { mount: (element: HTMLElement, props?: unknown) => Unmount }) {
  return (element: HTMLElement, props?: unknown): Unmount => {
    let unmount: Unmount = () => undefined;
    act(() => {
      unmount = widget.mount(element, props);
    });
    mounted.push(unmount);
    return unmount;
  };
}

beforeAll(async () => {
  // mount() starts loading the page's texts; have them loaded so no request outlives a test.
  await loadMessages();
});

afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  document.body.replaceChildren();
});

describe('defineWidget: props', () => {
  it('exposes its name, schema and component', () => {
    expect(promo.name).toBe('promo');
    expect(promo.props).toBe(promoProps);
    expect(promo.component).toBe(Promo);
  });

  it('renders with valid props from data-props in place of the server content', () => {
    const element = placeholder({
      id: 'top',
      'data-widget': 'promo',
      'data-props': JSON.stringify({ title: 'Top bonuses', count: 3 }),
    });
    mount(promo)(element);

    const view = within(element);
    expect(view.getByRole('heading', { name: 'Top bonuses' })).toBeInTheDocument();
    expect(view.getByText('3 offers')).toBeInTheDocument();
    expect(view.queryByText('Server-rendered promo')).not.toBeInTheDocument();
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element).toHaveClass('cw-promo');
  });

  it('uses props given to mount instead of data-props', () => {
    const element = placeholder({ 'data-props': JSON.stringify({ title: 'From the page' }) });
    mount(promo)(element, { title: 'Given' });
    expect(within(element).getByRole('heading', { name: 'Given' })).toBeInTheDocument();
    expect(within(element).queryByText('From the page')).not.toBeInTheDocument();
  });

  it('validates given props too', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = placeholder({ 'data-props': JSON.stringify({ title: 'Valid' }) });
    mount(promo)(element, { title: 7 });
    expect(error).toHaveBeenCalledTimes(1);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
  });

  it('invalid props: one console error naming widget, element and field; server content kept', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = placeholder({
      id: 'sidebar-promo',
      class: 'sidebar wide',
      'data-widget': 'promo',
      'data-props': JSON.stringify({ title: 'ok', count: 'three' }),
    });
    let unmount: Unmount | undefined;
    expect(() => (unmount = mount(promo)(element))).not.toThrow();

    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('"promo"');
    expect(message).toContain('<div#sidebar-promo.sidebar.wide>');
    expect(message).toContain('"count"');
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(element.innerHTML).toBe(SERVER_HTML);
    expect(element).not.toHaveClass('cw-promo');
    expect(() => unmount?.()).not.toThrow();
    expect(element.innerHTML).toBe(SERVER_HTML);
  });

  it('missing required props: the error names the missing field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = placeholder({ 'data-widget': 'promo' });
    mount(promo)(element);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"title"');
    expect(element).toHaveAttribute('data-widget-state', 'failed');
  });

  it('invalid JSON in data-props: one console error, failed, server content kept', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = placeholder({ id: 'p1', 'data-props': "{title: 'not json'}" });
    expect(() => mount(promo)(element)).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('"promo"');
    expect(message).toContain('<div#p1>');
    expect(message).toContain('data-props is not valid JSON');
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(element.innerHTML).toBe(SERVER_HTML);
  });

  it('a failed placeholder does not stop the other widgets on the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = placeholder({ 'data-props': '{"title": 1}' });
    const good = placeholder({ 'data-props': '{"title": "Still here"}' });
    mount(promo)(bad);
    mount(promo)(good);
    expect(within(good).getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(bad.innerHTML).toBe(SERVER_HTML);
  });
});

describe('defineWidget: crashes', () => {
  it('shows a note in place of a crashed widget, logs it, and other widgets still work', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const crashing = placeholder({ id: 'crash', 'data-props': '{}' });
    const working = placeholder({ 'data-props': '{"title": "Working"}' });

    expect(() => mount(broken)(crashing)).not.toThrow();
    mount(promo)(working);

    expect(within(crashing).getByRole('alert')).toHaveTextContent(/could not be shown/);
    expect(within(working).getByRole('heading', { name: 'Working' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await vi.waitFor(() =>
      expect(db.errorLog).toEqual([expect.stringMatching(/^Widget "broken" crashed: kaput/)]),
    );
  });

  it('a crash after an update is caught too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Flaky = ({ title }: { title: string }) => {
      if (title === 'boom') throw new Error('bad title');
      return <h2>{title}</h2>;
    };
    const flaky = defineWidget({
      name: 'flaky',
      props: z.object({ title: z.string() }),
      component: Flaky,
    });
    const element = placeholder({ 'data-props': '{"title": "boom"}' });
    mount(flaky)(element);
    expect(within(element).getByRole('alert')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(db.errorLog).toEqual([expect.stringContaining('Widget "flaky" crashed: bad title')]),
    );
  });
});

describe('defineWidget: lifecycle', () => {
  it('unmount restores the server content (the same nodes) and clears the markers', () => {
    const element = placeholder({ 'data-props': '{"title": "Live"}' });
    const serverNode = element.firstChild;
    const unmount = mount(promo)(element);
    expect(element.contains(serverNode)).toBe(false);

    act(() => unmount());
    expect(element.innerHTML).toBe(SERVER_HTML);
    expect(element.firstChild).toBe(serverNode);
    expect(element).not.toHaveAttribute('data-widget-state');
    expect(element).not.toHaveClass('cw-promo');
  });

  it('can be mounted again after an unmount', () => {
    const element = placeholder({ 'data-props': '{"title": "Again"}' });
    const first = mount(promo)(element);
    act(() => first());
    const second = mount(promo)(element);
    expect(second).not.toBe(first);
    expect(within(element).getByRole('heading', { name: 'Again' })).toBeInTheDocument();
  });

  it('mounting twice is idempotent: one render, the same unmount, no React warning', () => {
    const error = vi.spyOn(console, 'error');
    const element = placeholder({ 'data-props': '{"title": "Once"}' });
    const first = mount(promo)(element);
    const second = mount(promo)(element, { title: 'Twice' });

    expect(second).toBe(first);
    expect(within(element).getAllByRole('heading')).toHaveLength(1);
    expect(within(element).getByRole('heading', { name: 'Once' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();

    act(() => second());
    expect(element.innerHTML).toBe(SERVER_HTML);
  });

  it('a stale unmount after a new mount leaves the new mount alone', () => {
    const error = vi.spyOn(console, 'error');
    const element = placeholder({ 'data-props': '{"title": "Fresh"}' });
    const stale = mount(promo)(element);
    act(() => stale());
    const fresh = mount(promo)(element);

    act(() => stale());
    expect(within(element).getByRole('heading', { name: 'Fresh' })).toBeInTheDocument();
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(mount(promo)(element)).toBe(fresh);

    act(() => fresh());
    expect(element.innerHTML).toBe(SERVER_HTML);
    expect(error).not.toHaveBeenCalled();
  });

  it('has run the widget’s effects when mount returns: a click held for it finds it listening', () => {
    const heard: string[] = [];
    function Listener() {
      useEffect(() => {
        const onClick = () => heard.push('click');
        document.addEventListener('click', onClick);
        return () => document.removeEventListener('click', onClick);
      }, []);
      return null;
    }
    const listener = defineWidget({ name: 'listener', props: z.object({}), component: Listener });
    const element = placeholder({}, '');
    // As in a browser: no test's act() flushes the render.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const acting = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      mounted.push(listener.mount(element));
      document.body.click();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = acting;
    }
    expect(heard).toEqual(['click']);
  });

  it('calling unmount twice is harmless', () => {
    const element = placeholder({ 'data-props': '{"title": "Bye"}' });
    const unmount = mount(promo)(element);
    act(() => unmount());
    expect(() => act(() => unmount())).not.toThrow();
    expect(element.innerHTML).toBe(SERVER_HTML);
  });

  it('a placeholder without server content is left empty on unmount', () => {
    const element = placeholder({ 'data-props': '{"title": "Empty"}' }, '');
    const unmount = mount(promo)(element);
    act(() => unmount());
    expect(element.childNodes).toHaveLength(0);
  });
});

describe('defineWidget: translations', () => {
  function Greeting() {
    return <p>{t('greeting.hello', 'Hello')}</p>;
  }
  const greeting = defineWidget({ name: 'greeting', props: z.object({}), component: Greeting });

  it('a widget mounted before its messages arrive shows the translated text when they do', () => {
    const before = messages.value;
    mount(greeting)(placeholder({ 'data-widget': 'greeting' }), {});
    expect(screen.getByText('Hello')).toBeTruthy();
    act(() => {
      messages.value = { ...before, 'greeting.hello': 'Hallo' };
    });
    expect(screen.getByText('Hallo')).toBeTruthy();
    expect(screen.queryByText('Hello')).toBeNull();
    act(() => {
      messages.value = before;
    });
  });
});
