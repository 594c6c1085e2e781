import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { CAROUSEL_MODULES, SLIDER_BREAKPOINTS, slidesPerViewFor } from './config';
import type { CarouselModule } from './config';
import { enhanceCarousels } from './enhance';
import { LAZY_SLIDE_MARGIN_PX } from './lazy';
import { demoCardStyles, demoScreenshots, demoSlides, placeholder } from './storyFixtures';

interface DemoProps {
  module: CarouselModule;
  label: string;
  count: number;
  loop?: boolean;
  initialSlide?: number;
  /** Images of the first n slides load at once; the rest lazily. */
  eager?: number;
}

function CarouselDemo({ module, label, count, loop, initialSlide, eager = 0 }: DemoProps) {
  return (
    <div style={{ maxWidth: '100%' }}>
      <style>{demoCardStyles}</style>
      <Carousel
        module={module}
        label={label}
        loop={loop}
        initialSlide={initialSlide}
        lightbox={module === 'screenshots' ? demoScreenshots(count) : undefined}
      >
        {demoSlides(module, count, eager)}
      </Carousel>
    </div>
  );
}

/**
 * How long a story waits for the slider to measure itself, for the slider engine's chunk
 * to load (a server slider loads it on the first press) or for an image to be given its
 * address (a busy machine is slow).
 */
const LOAD_WAIT_MS = 5000;

const meta = {
  title: 'UI/Carousel',
  component: CarouselDemo,
  args: { module: 'bonus', label: 'Top bonuses', count: 8, eager: 4 },
  argTypes: { module: { control: 'select', options: Object.keys(CAROUSEL_MODULES) } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CarouselDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    prev: canvas.getByRole('button', { name: 'Previous slide' }),
    next: canvas.getByRole('button', { name: 'Next slide' }),
  };
};

/** Items in view, measured: the slider's width over one slide and its gap. */
function measuredPerView(root: Element, module: CarouselModule): number {
  const viewport = root.querySelector('.cw-carousel__viewport')!;
  const slide = root.querySelector('.cw-carousel__slide')!;
  const { gap } = CAROUSEL_MODULES[module];
  return (viewport.clientWidth + gap) / (slide.getBoundingClientRect().width + gap);
}

/**
 * Waits until the slider of `module` shows the layout of this window's width. Storybook
 * renders a story while its root may still be hidden (its "preparing" view, shown once
 * the story's loaders take longer than 100 ms, as on a busy machine): swiper then measures
 * a width of 0 and lays the slides out only on its resize observer, a frame after the root
 * is shown. A play function that acted before that would press an unmeasured slider.
 */
async function laidOut(canvasElement: HTMLElement, module: CarouselModule) {
  const root = canvasElement.querySelector(`[data-carousel="${module}"]`)!;
  await waitFor(
    () =>
      expect(measuredPerView(root, module)).toBeCloseTo(
        slidesPerViewFor(module, window.innerWidth),
        1,
      ),
    { timeout: LOAD_WAIT_MS },
  );
}

/** Not looping, at the first slide: prev is disabled. */
export const FirstSlide: Story = {
  play: async ({ canvasElement, args }) => {
    await laidOut(canvasElement, args.module);
    const { prev, next } = buttons(canvasElement);
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(prev).toBeEnabled();
  },
};

/** Not looping, at the last slide: next is disabled. */
export const LastSlide: Story = {
  args: { initialSlide: 7 },
  play: async ({ canvasElement, args }) => {
    await laidOut(canvasElement, args.module);
    const { prev, next } = buttons(canvasElement);
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
  },
};

/** Walking to the end with the next button: it becomes disabled, the focus moves to prev. */
export const StepToTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    await laidOut(canvasElement, args.module);
    const { prev, next } = buttons(canvasElement);
    while (!next.hasAttribute('disabled')) await userEvent.click(next);
    await expect(prev).toHaveFocus();
    await expect(prev).toBeEnabled();
  },
};

/**
 * Looping: neither button is ever disabled, and a press made while the slider still moves
 * (its transition runs 300 ms) counts too.
 */
export const Looping: Story = {
  args: { loop: true },
  play: async ({ canvasElement, args }) => {
    await laidOut(canvasElement, args.module);
    const { canvas, prev, next } = buttons(canvasElement);
    await expect(prev).toBeEnabled();
    await userEvent.click(prev);
    await expect(canvas.getByText('8 of 8')).toBeInTheDocument();
    await userEvent.click(prev);
    await expect(canvas.getByText('7 of 8')).toBeInTheDocument();
    await expect(prev).toBeEnabled();
    await expect(next).toBeEnabled();
  },
};

/** Paging with the bullets, and the arrow keys while the focus is inside. */
export const PagingAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await laidOut(canvasElement, args.module);
    const { canvas, prev } = buttons(canvasElement);
    const bullets = within(canvas.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    await userEvent.click(bullets[3]!);
    await expect(bullets[3]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(bullets[2]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Home}');
    await expect(prev).toBeDisabled();
  },
};

/** A mouse drag to the left moves the slider on (a touch swipe works the same way). */
export const Drag: Story = {
  play: async ({ canvasElement, args }) => {
    await laidOut(canvasElement, args.module);
    const { prev } = buttons(canvasElement);
    const slide = canvasElement.querySelector<HTMLElement>('.cw-carousel__slide')!;
    const box = slide.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const at = (clientX: number, buttonsDown: number) => ({
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      clientX,
      clientY: y,
      button: 0,
      buttons: buttonsDown,
    });
    const start = box.left + box.width / 2;
    slide.dispatchEvent(new PointerEvent('pointerdown', at(start, 1)));
    for (let step = 1; step <= 10; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, 16));
      document.dispatchEvent(new PointerEvent('pointermove', at(start - step * 40, 1)));
    }
    document.dispatchEvent(new PointerEvent('pointerup', at(start - 400, 0)));
    await waitFor(() => expect(prev).toBeEnabled());
  },
};

/** Slide images load once within LAZY_SLIDE_MARGIN_PX of the visible strip, not before. */
export const LazyImages: Story = {
  args: { module: 'game', label: 'Popular games', count: 24, eager: 0 },
  play: async ({ canvasElement, args }) => {
    await laidOut(canvasElement, args.module);
    const viewport = canvasElement.querySelector('.cw-carousel__viewport')!;
    const edge = viewport.getBoundingClientRect().right;
    const slides = [...canvasElement.querySelectorAll('.cw-carousel__slide')];
    const near = slides.filter(
      (s) => s.getBoundingClientRect().left < edge + LAZY_SLIDE_MARGIN_PX - 1,
    );
    const far = slides.filter(
      (s) => s.getBoundingClientRect().left > edge + LAZY_SLIDE_MARGIN_PX + 1,
    );
    await expect(far.length).toBeGreaterThan(0);
    await waitFor(
      () => near.forEach((slide) => expect(slide.querySelector('img')).toHaveAttribute('src')),
      { timeout: LOAD_WAIT_MS },
    );
    far.forEach((slide) => expect(slide.querySelector('img')).not.toHaveAttribute('src'));
    const { next } = buttons(canvasElement);
    const last = far[0]!.querySelector('img')!;
    while (last.getBoundingClientRect().left > edge + LAZY_SLIDE_MARGIN_PX - 50) {
      await userEvent.click(next);
    }
    await waitFor(() => expect(last).toHaveAttribute('src'), { timeout: LOAD_WAIT_MS });
  },
};

/** A slider far below the fold loads its images only once scrolled within 500 px. */
export const LazyBelowTheFold: Story = {
  args: { module: 'news', label: 'Casino news', count: 6, eager: 0 },
  render: (args) => (
    <>
      <div style={{ height: '2500px', background: 'linear-gradient(#fff, #eef2ef)' }}>
        <p>Scroll down to the news slider.</p>
      </div>
      <CarouselDemo {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.cw-carousel')!;
    const image = root.querySelector('img')!;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
    const scrollToGap = (gap: number) =>
      window.scrollTo(
        0,
        root.getBoundingClientRect().top + window.scrollY - window.innerHeight - gap,
      );
    await pause();
    await expect(image).not.toHaveAttribute('src');
    scrollToGap(LAZY_SLIDE_MARGIN_PX + 100);
    await pause();
    await expect(image).not.toHaveAttribute('src');
    scrollToGap(LAZY_SLIDE_MARGIN_PX - 100);
    await waitFor(() => expect(image).toHaveAttribute('src'), { timeout: LOAD_WAIT_MS });
    window.scrollTo(0, 0);
  },
};

/** Checks the items in view at this window's width against the module's table. */
const layoutOf = (module: CarouselModule, label: string, count = 10): Story => ({
  args: { module, label, count, eager: count },
  play: ({ canvasElement }) => laidOut(canvasElement, module),
});

export const BonusSlider = layoutOf('bonus', 'Top bonuses');
export const NewCasinos = layoutOf('new', 'New casinos');
export const Team = layoutOf('team', 'Our team');
export const ForumCategories = layoutOf('forum-category', 'Forum categories');
export const Games = layoutOf('game', 'Popular games', 14);
export const TopCasinos = layoutOf('top-casino', 'Top casinos');
export const Screenshots = layoutOf('screenshots', 'Screenshots of Aurora Casino', 6);
export const News = layoutOf('news', 'Casino news');

/**
 * One module at a width below and at each breakpoint (breakpoints by the slider's own
 * width here, so all four fit one window).
 */
export const AtEachBreakpoint: Story = {
  args: { module: 'game', label: 'Popular games', count: 10, eager: 10 },
  render: ({ module, count }) => (
    <div style={{ display: 'grid', gap: '2rem', overflowX: 'auto' }}>
      <style>{demoCardStyles}</style>
      {[360, ...SLIDER_BREAKPOINTS].map((width) => (
        <div key={width} style={{ width }} data-width={width}>
          <p style={{ margin: '0 0 0.25rem', font: '600 0.9rem system-ui' }}>
            {width} px: {slidesPerViewFor(module, width)} in view
          </p>
          <Carousel module={module} label={`${module} at ${width} px`} breakpointBase="container">
            {demoSlides(module, count, count)}
          </Carousel>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    for (const frame of canvasElement.querySelectorAll<HTMLElement>('[data-width]')) {
      const width = Number(frame.dataset.width);
      const root = frame.querySelector('.cw-carousel')!;
      await waitFor(() =>
        expect(measuredPerView(root, args.module)).toBeCloseTo(
          slidesPerViewFor(args.module, width),
          1,
        ),
      );
    }
  },
};

/** Server HTML of the CMS bound by enhanceCarousels: a bonus slider and a screenshot slider. */
function ServerRendered() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => (host.current ? enhanceCarousels(host.current) : undefined), []);
  const slides = (count: number, slide: (index: number) => string) =>
    Array.from(
      { length: count },
      (_, index) => `<div data-carousel-slide>${slide(index)}</div>`,
    ).join('');
  const html = `
<section data-carousel="top-casino" aria-label="Top casinos" data-carousel-loop>
  <div data-carousel-viewport><div data-carousel-track>${slides(
    8,
    (i) =>
      `<article class="demo-card"><img class="demo-card__image" data-src="${placeholder(`Casino ${i + 1}`, i * 47, 240, 120)}" alt="Casino ${i + 1} logo" width="240" height="120"><h3>${i + 1}. Casino ${i + 1}</h3><a href="#c${i + 1}">Read review</a></article>`,
  )}</div></div>
</section>
<section data-carousel="screenshots" aria-label="Screenshots of Blue Reef Casino" style="margin-top:2rem">
  <div data-carousel-viewport><div data-carousel-track>${slides(
    5,
    (i) =>
      `<a href="${placeholder(`Screenshot ${i + 1}`, i * 47, 1280, 800)}" data-carousel-zoom data-caption="Screen ${i + 1}"><img data-src="${placeholder(`Screenshot ${i + 1}`, i * 47, 320, 200)}" alt="Screenshot ${i + 1}" width="320" height="200"></a>`,
  )}</div></div>
</section>`;
  return (
    <>
      <style>{demoCardStyles}</style>
      <div ref={host} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

export const ServerRenderedSliders: Story = {
  render: () => <ServerRendered />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const casinos = canvas.getByRole('region', { name: 'Top casinos' });
    // bound in an effect, after the first render
    const prev = await within(casinos).findByRole(
      'button',
      { name: 'Previous slide' },
      { timeout: LOAD_WAIT_MS },
    );
    await expect(prev).toBeEnabled(); // it loops
    const shots = canvas.getByRole('region', { name: 'Screenshots of Blue Reef Casino' });
    await expect(within(shots).getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(within(shots).getByText(/^1 of \d$/)).toBeInTheDocument();
    await userEvent.click(within(shots).getByRole('link', { name: 'Enlarge image: Screenshot 2' }));
    // the press waits for the engine's chunk, then opens the lightbox
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: LOAD_WAIT_MS });
    await expect(within(dialog).getByText('Screen 2')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(
      within(shots).getByRole('link', { name: 'Enlarge image: Screenshot 2' }),
    ).toHaveFocus();
  },
};
