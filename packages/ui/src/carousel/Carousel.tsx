import { Children, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { pageHooks } from '@casino/api';
import { viewportWidth } from '../breakpoints';
import { CAROUSEL_MODULES, initialCarouselState } from './config';
import type { CarouselModule, CarouselState } from './config';
import { CAROUSEL_CLASS, createCarouselEngine, stepFromButton } from './engine';
import type { CarouselEngine } from './engine';
import { Lightbox } from './Lightbox';
import type { LightboxImage } from './Lightbox';
import { carouselText } from './messages';
import './carousel.css';

interface CarouselCommonProps {
  /** The layout (items per view at each breakpoint, paging): see CAROUSEL_MODULES. */
  module: CarouselModule;
  /** The accessible name of the slider, e.g. "Top bonuses". */
  label: string;
  /** Loops when there are enough slides (see canLoop); otherwise runs end to end. */
  loop?: boolean;
  /** The position selected first, 0-based. */
  initialSlide?: number;
  /** Breakpoints by the window's width (default) or by the slider's own width. */
  breakpointBase?: 'window' | 'container';
  /**
   * Screenshot sliders: image `n` is the large version of slide `n`; a click on a slide
   * opens it in the lightbox.
   */
  lightbox?: readonly LightboxImage[];
  className?: string;
  /** Called with the selected position (0-based) whenever it changes. */
  onSlideChange?: (index: number) => void;
}

interface CarouselChildrenProps {
  /** One slide per child. */
  children: ReactNode;
  items?: undefined;
  renderItem?: undefined;
  itemKey?: undefined;
}

interface CarouselItemsProps<T> {
  children?: undefined;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey?: (item: T, index: number) => Key;
}

export type CarouselProps<T = unknown> = CarouselCommonProps &
  (CarouselChildrenProps | CarouselItemsProps<T>);

function slidesOf<T>(props: CarouselProps<T>): { key: Key; node: ReactNode }[] {
  if (props.items) {
    const { items, renderItem, itemKey } = props;
    return items.map((item, index) => ({
      key: itemKey?.(item, index) ?? index,
      node: renderItem(item, index),
    }));
  }
  return Children.toArray(props.children).map((node, index) => ({
    key: (node as { key?: Key | null }).key ?? index,
    node,
  }));
}

/**
 * A slider (SPEC §4 Carousel): selection by the prev/next buttons, the paging, swipe or
 * drag and the arrow keys; prev and next are disabled at the ends unless it loops. Slide
 * images written with `CarouselImage` load LAZY_SLIDE_MARGIN_PX before they are seen.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const {
    module,
    label,
    loop = false,
    initialSlide = 0,
    breakpointBase = 'window',
    lightbox,
    className,
  } = props;
  const slides = slidesOf(props);
  const count = slides.length;
  const root = useRef<HTMLElement>(null);
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const engine = useRef<CarouselEngine | null>(null);
  const [state, setState] = useState<CarouselState>(() =>
    initialCarouselState(module, count, {
      loop,
      initialSlide,
      width: breakpointBase === 'window' ? viewportWidth() : 0,
    }),
  );
  const [zoomed, setZoomed] = useState<number | null>(null);

  const reported = useRef(state.index);
  const changed = useEffectEvent((next: CarouselState) => {
    setState(next);
    if (next.index === reported.current) return;
    reported.current = next.index;
    props.onSlideChange?.(next.index);
  });

  useLayoutEffect(() => {
    if (!root.current) return;
    const created = createCarouselEngine(root.current, {
      module,
      loop,
      initialSlide,
      breakpointBase,
      onChange: changed,
    });
    engine.current = created;
    return () => {
      engine.current = null;
      created.destroy();
    };
  }, [module, loop, initialSlide, breakpointBase, count]);

  // A slide being zoomed stays in view behind the lightbox.
  useEffect(() => {
    if (zoomed !== null) engine.current?.reveal(zoomed);
  }, [zoomed]);

  const { paging } = CAROUSEL_MODULES[module];
  const step = (direction: 'prev' | 'next') => {
    if (!engine.current) return;
    stepFromButton(
      engine.current,
      direction,
      direction === 'prev' ? nextButton.current : prevButton.current,
    );
  };
  const zoomTrigger = (index: number) =>
    root.current?.querySelector<HTMLElement>(`[${pageHooks.carouselZoom}="${index}"]`) ?? null;

  return (
    <section
      ref={root}
      className={[CAROUSEL_CLASS.root, className].filter(Boolean).join(' ')}
      data-carousel={module}
      aria-roledescription={carouselText.roleDescription()}
      aria-label={label}
    >
      <div className="cw-carousel__controls" hidden={state.pages <= 1}>
        <button
          ref={prevButton}
          type="button"
          className="cw-carousel__prev"
          aria-label={carouselText.previous()}
          disabled={state.atStart}
          onClick={() => step('prev')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {paging === 'bullets' ? (
          <div className="cw-carousel__bullets" role="group" aria-label={carouselText.paging()}>
            {Array.from({ length: state.pages }, (_, page) => (
              <button
                key={page}
                type="button"
                className="cw-carousel__bullet"
                aria-label={carouselText.goTo(page + 1)}
                aria-current={page === state.index ? 'true' : undefined}
                onClick={() => engine.current?.goTo(page)}
              />
            ))}
          </div>
        ) : null}
        <p
          className={paging === 'fraction' ? 'cw-carousel__fraction' : 'cw-visually-hidden'}
          aria-live="polite"
        >
          {carouselText.slideLabel(state.index + 1, state.pages)}
        </p>
        <button
          ref={nextButton}
          type="button"
          className="cw-carousel__next"
          aria-label={carouselText.next()}
          disabled={state.atEnd}
          onClick={() => step('next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* A looping slider reorders its slides in the page: new slides get a fresh track. */}
      <div className={CAROUSEL_CLASS.viewport} key={loop ? count : undefined}>
        <div className={CAROUSEL_CLASS.track}>
          {slides.map(({ key, node }, index) => {
            const image = lightbox?.[index];
            return (
              <div
                key={key}
                className={CAROUSEL_CLASS.slide}
                role="group"
                aria-roledescription={carouselText.slideRoleDescription()}
                aria-label={carouselText.slideLabel(index + 1, count)}
              >
                {image ? (
                  <button
                    type="button"
                    className="cw-carousel__zoom"
                    data-carousel-zoom={index}
                    aria-haspopup="dialog"
                    aria-label={carouselText.enlarge(image.alt)}
                    onClick={(event) => {
                      // swiper cancels the click that ends a drag
                      if (!event.defaultPrevented) setZoomed(index);
                    }}
                  >
                    {node}
                  </button>
                ) : (
                  node
                )}
              </div>
            );
          })}
        </div>
      </div>
      {lightbox && (
        <Lightbox
          images={lightbox}
          index={zoomed}
          onIndexChange={setZoomed}
          onClose={() => setZoomed(null)}
          label={label}
          returnFocus={zoomTrigger}
        />
      )}
    </section>
  );
}
