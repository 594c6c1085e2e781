import { act, render, screen } from '@testing-library/react';
import { StickyTable } from './StickyTable';
import {
  STICKY_TABLE_OVERFLOW_ATTRIBUTE,
  STICKY_TABLE_OVERFLOW_CLASS,
  enhanceStickyTables,
  watchTableOverflow,
} from './overflow';

/** A ResizeObserver the test drives: `resize()` calls every observer back. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  static resize() {
    for (const observer of FakeResizeObserver.instances)
      if (!observer.disconnected) observer.callback([], observer as unknown as ResizeObserver);
  }
}

function size(element: Element, property: 'scrollWidth' | 'clientWidth', value: () => number) {
  Object.defineProperty(element, property, { configurable: true, get: value });
}

beforeEach(() => {
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  document.body.innerHTML = '';
});

const flagged = (table: Element) =>
  table.getAttribute(STICKY_TABLE_OVERFLOW_ATTRIBUTE) === 'true' &&
  table.classList.contains(STICKY_TABLE_OVERFLOW_CLASS);

describe('sticky table overflow flag', () => {
  it('is set when the table is wider than its container and follows resizes', () => {
    document.body.innerHTML = '<div><table><tr><td>Casino</td></tr></table></div>';
    const container = document.querySelector('div')!;
    const table = document.querySelector('table')!;
    let containerWidth = 300;
    size(table, 'scrollWidth', () => 600);
    size(container, 'clientWidth', () => containerWidth);
    const stop = watchTableOverflow(table);
    expect(flagged(table)).toBe(true);
    expect(FakeResizeObserver.instances[0]?.observed).toEqual([container, table]);
    containerWidth = 600;
    FakeResizeObserver.resize();
    expect(flagged(table)).toBe(false);
    expect(table).not.toHaveAttribute(STICKY_TABLE_OVERFLOW_ATTRIBUTE);
    containerWidth = 599;
    FakeResizeObserver.resize();
    expect(flagged(table)).toBe(true);
    stop();
    expect(FakeResizeObserver.instances[0]?.disconnected).toBe(true);
  });

  it('falls back to window resizes without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    document.body.innerHTML = '<div><table><tr><td>Casino</td></tr></table></div>';
    const container = document.querySelector('div')!;
    const table = document.querySelector('table')!;
    let containerWidth = 1000;
    size(table, 'scrollWidth', () => 600);
    size(container, 'clientWidth', () => containerWidth);
    const stop = watchTableOverflow(table);
    expect(flagged(table)).toBe(false);
    containerWidth = 320;
    window.dispatchEvent(new Event('resize'));
    expect(flagged(table)).toBe(true);
    stop();
  });

  it('enhances marked server tables', () => {
    document.body.innerHTML = `
      <div id="a"><table data-cw-sticky-table><tr><td>A</td></tr></table></div>
      <div id="b"><table><tr><td>B</td></tr></table></div>`;
    const [marked, unmarked] = [...document.querySelectorAll('table')];
    for (const table of [marked!, unmarked!]) {
      size(table, 'scrollWidth', () => 900);
      size(table.parentElement!, 'clientWidth', () => 400);
    }
    const cleanup = enhanceStickyTables(document.body);
    expect(flagged(marked!)).toBe(true);
    expect(flagged(unmarked!)).toBe(false);
    cleanup();
    expect(FakeResizeObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });
});

describe("a wide server table's scrolling area", () => {
  it('takes keyboard focus as a region named by the caption while the table overflows', () => {
    document.body.innerHTML = `
      <div class="table-wrap"><table data-cw-sticky-table><caption>Casinos side by side</caption><tr><td>A</td></tr></table></div>
      <div class="table-wrap"><table data-cw-sticky-table><tr><td>B</td></tr></table></div>`;
    const [captioned, bare] = [...document.querySelectorAll<HTMLElement>('.table-wrap')];
    let width = 400;
    for (const container of [captioned!, bare!]) {
      size(container.querySelector('table')!, 'scrollWidth', () => 900);
      size(container, 'clientWidth', () => width);
    }
    const cleanup = enhanceStickyTables(document.body);
    expect(screen.getByRole('region', { name: 'Casinos side by side' })).toBe(captioned);
    expect(captioned).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Table' })).toBe(bare);
    expect(bare).toHaveAttribute('tabindex', '0');
    width = 1000;
    FakeResizeObserver.resize();
    for (const container of [captioned!, bare!]) {
      expect(container).not.toHaveAttribute('tabindex');
      expect(container).not.toHaveAttribute('role');
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    cleanup();
  });

  it('keeps what the page set on the container itself', () => {
    document.body.innerHTML = `<div tabindex="-1" aria-label="Odds"><table data-cw-sticky-table><tr><td>A</td></tr></table></div>`;
    const container = document.querySelector('div')!;
    let width = 400;
    size(document.querySelector('table')!, 'scrollWidth', () => 900);
    size(container, 'clientWidth', () => width);
    enhanceStickyTables(document.body);
    expect(container).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region', { name: 'Odds' })).toBe(container);
    width = 1000;
    FakeResizeObserver.resize();
    expect(container).toHaveAttribute('tabindex', '-1');
    expect(container).toHaveAttribute('aria-label', 'Odds');
    expect(container).not.toHaveAttribute('role');
  });
});

describe('StickyTable', () => {
  it('is a focusable, named scrolling region whose table gets the flag', () => {
    let width = 1200;
    const widths = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(() => 400);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => width);
    render(
      <StickyTable label="Casino comparison">
        <table>
          <tbody>
            <tr>
              <th scope="row">Spin Palace</th>
              <td>9.1</td>
            </tr>
          </tbody>
        </table>
      </StickyTable>,
    );
    const region = screen.getByRole('region', { name: 'Casino comparison' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table');
    expect(flagged(table)).toBe(true);
    width = 300;
    act(() => FakeResizeObserver.resize());
    expect(flagged(table)).toBe(false);
    expect(widths).toHaveBeenCalled();
  });
});
