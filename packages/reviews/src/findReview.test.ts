import { findReview } from './page';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('findReview', () => {
  it('gives the copy of a review the visitor sees when the page shows it twice', () => {
    document.body.innerHTML = `
      <section hidden><div data-review data-review-id="7" id="panel-copy"></div></section>
      <section><div data-review data-review-id="7" id="tab-copy"></div></section>`;
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      const shown = !this.closest('[hidden]');
      return { length: shown ? 1 : 0 } as DOMRectList;
    });
    expect(findReview(7)?.id).toBe('tab-copy');
  });

  it('gives the only copy, seen or not', () => {
    document.body.innerHTML = `<section hidden><div data-review data-review-id="7" id="only"></div></section>`;
    expect(findReview(7)?.id).toBe('only');
    expect(findReview(8)).toBeNull();
  });
});
