import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhancePage } from './enhancePage';

/** Result cards as a filter change or a load-more page inserts them. */
const CARDS = `
<li class="card">
  <h3>Royal Spins</h3>
  <button type="button" data-tooltip="Licensed in Malta since 2015." aria-label="About the licence">?</button>
  <div data-cw-expandable>
    <button type="button" data-cw-expandable-toggle>Payment methods</button>
    <div data-cw-expandable-content hidden><p>Visa, Skrill, bank transfer.</p></div>
  </div>
</li>`;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let cleanup: (() => void) | undefined;
beforeEach(() => {
  document.body.innerHTML = '<main><ul data-results></ul></main>';
  cleanup = enhancePage(document.body);
});
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('helpers on HTML that arrives later', () => {
  it('binds a tooltip and an expandable box inside results inserted after mounting', async () => {
    const user = userEvent.setup();
    document.querySelector('[data-results]')!.innerHTML = CARDS;
    await flush();
    // The tooltip code loads when the first tooltip arrives.
    await vi.dynamicImportSettled();
    const info = screen.getByRole('button', { name: 'About the licence' });
    info.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Licensed in Malta since 2015.');
    expect(info).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);

    const toggle = screen.getByRole('button', { name: 'Payment methods' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Payment methods' })).toBeVisible();
  });

  it('binds tabs that arrive later, with the hash and the keyboard', async () => {
    const user = userEvent.setup();
    document.querySelector('main')!.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-tabs><div data-cw-tablist aria-label="Sections">
        <button data-cw-tab="overview">Overview</button><button data-cw-tab="terms">Terms</button>
      </div><section data-cw-tab-panel="overview">Overview text</section><section data-cw-tab-panel="terms">Terms text</section></div>`,
    );
    await flush();
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(screen.getByRole('tabpanel', { name: 'Terms' })).toHaveTextContent('Terms text');
    expect(window.location.hash).toBe('#tab=terms');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    window.history.replaceState(null, '', '/');
  });

  it('leaves tabs and boxes marked with an owner to the widget that owns them', async () => {
    const user = userEvent.setup();
    document.querySelector('main')!.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-tabs data-cw-owner="casino-detail"><div data-cw-tablist aria-label="Sections">
        <button data-cw-tab="overview">Overview</button></div>
        <section data-cw-tab-panel="overview">Overview text</section></div>
      <div data-cw-expandable data-cw-owner="casino-detail"><button data-cw-expandable-toggle>Terms</button>
        <div data-cw-expandable-content hidden>Terms text</div></div>`,
    );
    await flush();
    await vi.dynamicImportSettled();
    expect(screen.queryByRole('tab')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Terms' });
    await user.click(toggle);
    expect(toggle).not.toHaveAttribute('aria-expanded');
  });

  it('looks only at what was inserted, not the whole page', async () => {
    const spy = vi.spyOn(Element.prototype, 'querySelectorAll');
    const list = document.querySelector('[data-results]')!;
    list.insertAdjacentHTML('beforeend', CARDS);
    await flush();
    const scanned = new Set(spy.mock.contexts);
    spy.mockRestore();
    expect(scanned.has(list.firstElementChild)).toBe(true);
    expect(scanned.has(document.body)).toBe(false);
    expect(scanned.has(document.querySelector('main'))).toBe(false);
  });

  it('lets go of HTML that leaves: the tooltip it added and the table watch go with it', async () => {
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    );
    const list = document.querySelector('[data-results]')!;
    list.innerHTML = `${CARDS}<li><div><table data-cw-sticky-table><tr><td>1</td></tr></table></div></li>`;
    await flush();
    expect(observed).toContain(document.querySelector('table'));
    screen.getByRole('button', { name: 'About the licence' }).focus();
    await screen.findByRole('tooltip');
    const tooltip = screen.getByRole('tooltip');

    list.replaceChildren();
    await flush();
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(tooltip.isConnected).toBe(false);
    // A new page of results binds afresh.
    list.innerHTML = CARDS;
    await flush();
    screen.getByRole('button', { name: 'About the licence' }).focus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
  });

  it('keeps HTML that only moved bound', async () => {
    const user = userEvent.setup();
    const list = document.querySelector('[data-results]')!;
    list.innerHTML = CARDS;
    await flush();
    const card = list.firstElementChild!;
    document.querySelector('main')!.prepend(card);
    await flush();
    const toggle = screen.getByRole('button', { name: 'Payment methods' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
