import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTop } from './ScrollToTop';
import { enhanceScrollToTop, isPastOneViewport } from './scrollTopWatch';

let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.innerHTML = '';
});

function scrollPage(to: number) {
  scrollY = to;
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('scroll to top', () => {
  it('shows past one viewport height', () => {
    expect(isPastOneViewport(800, 800)).toBe(false);
    expect(isPastOneViewport(801, 800)).toBe(true);
    expect(isPastOneViewport(0, 800)).toBe(false);
  });

  it('appears after scrolling past one viewport height and hides again above it', () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollPage(800);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollPage(801);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
    scrollPage(100);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('scrolls to the top and moves focus to the main heading', async () => {
    const user = userEvent.setup();
    render(
      <>
        <main>
          <h1>Casino reviews</h1>
        </main>
        <ScrollToTop />
      </>,
    );
    scrollPage(2000);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    // The scroll's code comes with the first click.
    await vi.dynamicImportSettled();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { name: 'Casino reviews' })).toHaveFocus();
  });

  it('enhances a server button', async () => {
    document.body.innerHTML = '<button data-cw-scroll-to-top>Top</button>';
    const cleanup = enhanceScrollToTop(document.body);
    const button = document.querySelector('button')!;
    expect(button.hidden).toBe(true);
    scrollY = 1200;
    fireEvent.scroll(window);
    expect(button.hidden).toBe(false);
    button.click();
    await vi.dynamicImportSettled();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.body).toHaveFocus();
    cleanup();
    scrollY = 0;
    fireEvent.scroll(window);
    expect(button.hidden).toBe(false);
  });
});
