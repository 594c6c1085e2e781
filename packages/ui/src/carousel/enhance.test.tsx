import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import { CAROUSEL_SLIDES_ADDED, slidesPerViewFor } from './config';
import { enhanceCarousels } from './enhance';

beforeEach(() => {
  document.body.innerHTML = '';
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

function serverSlider(
  module: string,
  count: number,
  extra = '',
  slide = (i: number) => `Card ${i + 1}`,
) {
  return `<section data-carousel="${module}" aria-label="Slider ${module}" ${extra}>
  <h2>Heading</h2>
  <div data-carousel-viewport>
    <div data-carousel-track>
      ${Array.from({ length: count }, (_, i) => `<div data-carousel-slide>${slide(i)}</div>`).join('\n      ')}
    </div>
  </div>
</section>`;
}

function page(html: string) {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main')!;
}

/** Swiper's mark on a slider it runs. */
const running = (region: HTMLElement) =>
  region.querySelector('.cw-carousel__viewport')!.classList.contains('swiper-initialized');

describe('enhanceCarousels', () => {
  it('loads the engine only when the visitor first reaches for the slider', async () => {
    page(serverSlider('bonus', 8));
    const cleanup = enhanceCarousels();
    const region = screen.getByRole('region', { name: 'Slider bonus' });
    await vi.dynamicImportSettled();
    expect(running(region)).toBe(false);
    // Meanwhile its first slides show, sized as the engine will size them.
    expect(region).toHaveClass('cw-carousel--waiting');
    expect(region.style.getPropertyValue('--cw-carousel-per-view')).toBe(
      String(slidesPerViewFor('bonus', window.innerWidth)),
    );
    region.dispatchEvent(new Event('pointerenter'));
    await vi.dynamicImportSettled();
    expect(running(region)).toBe(true);
    expect(region).not.toHaveClass('cw-carousel--waiting');
    cleanup();
    expect(region).not.toHaveAttribute('style');
  });

  it('starts the engine where the browser scrolled the strip to show a focused slide', async () => {
    page(serverSlider('bonus', 8));
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return [...(this.parentElement?.children ?? [])].indexOf(this) * 250;
    });
    const cleanup = enhanceCarousels();
    const region = screen.getByRole('region', { name: 'Slider bonus' });
    region.querySelector<HTMLElement>('.cw-carousel__viewport')!.scrollLeft = 500;
    region.dispatchEvent(new Event('touchstart'));
    await vi.dynamicImportSettled();
    const bullets = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(bullets[2]).toHaveAttribute('aria-current', 'true');
    cleanup();
  });

  it('binds a server slider: region, slide labels, controls and paging', async () => {
    page(serverSlider('bonus', 8));
    const cleanup = enhanceCarousels();
    const region = screen.getByRole('region', { name: 'Slider bonus' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { name: /of 8$/ });
    expect(slides[2]).toHaveAccessibleName('3 of 8');
    expect(slides[2]).toHaveAttribute('aria-roledescription', 'slide');

    const prev = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    // the controls come before the slides, in reading order
    expect(
      prev.compareDocumentPosition(slides[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(prev).toBeDisabled();
    const positions = 8 - Math.floor(slidesPerViewFor('bonus', window.innerWidth)) + 1;
    const bullets = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(bullets).toHaveLength(positions);
    expect(bullets[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(next);
    await vi.dynamicImportSettled();
    expect(prev).toBeEnabled();
    expect(bullets[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(`2 of ${positions}`)).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(bullets[positions - 1]!);
    expect(next).toBeDisabled();
    cleanup();
  });

  it('keeps prev and next enabled on a looping slider', async () => {
    page(serverSlider('bonus', 8, 'data-carousel-loop'));
    const cleanup = enhanceCarousels();
    const prev = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(prev).toBeEnabled();
    await userEvent.click(prev);
    expect(screen.getByText('8 of 8')).toBeInTheDocument();
    expect(prev).toBeEnabled();
    expect(next).toBeEnabled();
    cleanup();
  });

  it('starts at data-carousel-start and shows "n of m" on fraction modules', () => {
    page(serverSlider('game', 10, 'data-carousel-start="99"'));
    const cleanup = enhanceCarousels();
    const positions = 10 - Math.floor(slidesPerViewFor('game', window.innerWidth)) + 1;
    expect(screen.getByText(`${positions} of ${positions}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    cleanup();
  });

  it('binds slides added by a load more, staying at the position shown', async () => {
    page(serverSlider('game', 10));
    const cleanup = enhanceCarousels();
    const perView = Math.floor(slidesPerViewFor('game', window.innerWidth));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText(`2 of ${10 - perView + 1}`)).toBeInTheDocument();
    const track = document.querySelector('[data-carousel-track]')!;
    for (let i = 10; i < 14; i++) {
      const slide = document.createElement('div');
      slide.dataset.carouselSlide = '';
      slide.textContent = `Card ${i + 1}`;
      track.append(slide);
    }
    document.querySelector('[data-carousel]')!.dispatchEvent(new Event(CAROUSEL_SLIDES_ADDED));
    expect(screen.getByText(`2 of ${14 - perView + 1}`)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 14$/ })).toHaveLength(14);
    expect(screen.getAllByRole('button', { name: 'Next slide' })).toHaveLength(1);
    cleanup();
    expect(document.querySelector('.cw-carousel__slide')).toBeNull();
  });

  it('uses the buttons the server wrote', async () => {
    page(
      serverSlider('bonus', 8).replace(
        '<h2>Heading</h2>',
        '<h2>Heading</h2><button type="button" data-carousel-prev>Back</button><button type="button" data-carousel-next>More</button>',
      ),
    );
    const cleanup = enhanceCarousels();
    expect(screen.getAllByRole('button', { name: /Previous slide|Back/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    cleanup();
  });

  it('binds each slider once and restores the server markup on cleanup', () => {
    const main = page(serverSlider('team', 8) + serverSlider('news', 6));
    const before = main.innerHTML;
    const cleanup = enhanceCarousels(main);
    const again = enhanceCarousels(main);
    expect(screen.getAllByRole('button', { name: 'Next slide' })).toHaveLength(2);
    again();
    expect(screen.getAllByRole('button', { name: 'Next slide' })).toHaveLength(2);
    cleanup();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(main.querySelector('[data-carousel-slide]')).not.toHaveAttribute('role');
    expect(main.querySelector('[data-carousel]')).not.toHaveAttribute('aria-roledescription');
    expect(main.querySelector('.cw-carousel, .cw-carousel__slide')).toBeNull();
    expect(main.innerHTML.replace(/ class=""/g, '')).toBe(before);
  });

  it('reports an unknown module or missing parts once, naming the element, and skips it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(
      serverSlider('casino', 3).replace('<section', '<section id="odd"') +
        '<div data-carousel="bonus" class="promo"><p>No viewport</p></div>' +
        serverSlider('bonus', 6),
    );
    const cleanup = enhanceCarousels();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toContain('unknown data-carousel="casino" on <section#odd>');
    expect(error.mock.calls[1]?.[0]).toContain('<div.promo> needs a [data-carousel-viewport]');
    expect(document.getElementById('odd')).not.toHaveAttribute('aria-roledescription');
    // the valid slider still works
    expect(screen.getAllByRole('button', { name: 'Next slide' })).toHaveLength(1);
    cleanup();
  });

  it('leaves sliders of the React Carousel alone', () => {
    render(
      <Carousel module="bonus" label="From React">
        {Array.from({ length: 6 }, (_, index) => (
          <p key={index}>{index}</p>
        ))}
      </Carousel>,
    );
    const cleanup = enhanceCarousels();
    expect(screen.getAllByRole('button', { name: 'Next slide' })).toHaveLength(1);
    cleanup();
  });

  it('opens a screenshot in the lightbox and returns the focus to the one last shown', async () => {
    page(
      serverSlider(
        'screenshots',
        4,
        '',
        (i) =>
          `<a href="/large/${i}.png" data-carousel-zoom><img src="/thumb/${i}.png" alt="Screen ${i + 1}"></a>`,
      ),
    );
    const cleanup = enhanceCarousels();
    const link = screen.getByRole('link', { name: 'Enlarge image: Screen 2' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Slider screenshots' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/large/1.png');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/large/2.png');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enlarge image: Screen 3' })).toHaveFocus();
    cleanup();
    expect(screen.getByRole('link', { name: 'Screen 1' })).not.toHaveAttribute('aria-haspopup');
  });
});
