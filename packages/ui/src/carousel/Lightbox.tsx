import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../touch-panel/modalFocus';
import { carouselText } from './messages';
import './lightbox.css';

export interface LightboxImage {
  /** The large image. */
  src: string;
  alt: string;
  srcSet?: string;
  caption?: string;
  width?: number;
  height?: number;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The image shown, 0-based; `null` keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog's name; "Image viewer" by default. */
  label?: string;
  /** Where the focus goes on close (it gets `index` as last shown); the opener otherwise. */
  returnFocus?: (index: number) => HTMLElement | null;
}

/**
 * A full-screen image viewer (SPEC §2: the casino screenshot slider's lightbox): a modal
 * dialog with the large image, its position, previous/next and close buttons. Escape
 * closes, the arrow keys (and Home/End) move between images, the focus stays inside and
 * returns to the opener (or `returnFocus`) on close. It does not wrap around: prev and
 * next are disabled at the ends, as the slider's own buttons are.
 */
export function Lightbox(props: LightboxProps) {
  if (props.index === null || props.images.length === 0) return null;
  return createPortal(<OpenLightbox {...props} index={props.index} />, document.body);
}

function OpenLightbox({
  images,
  index: requested,
  onIndexChange,
  onClose,
  label,
  returnFocus,
}: LightboxProps & { index: number }) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const last = images.length - 1;
  const index = Math.min(Math.max(0, requested), last);
  // The latest index, for the focus to return to the thumbnail of the image last shown.
  const shown = useRef(index);
  useEffect(() => {
    shown.current = index;
  }, [index]);
  useModalFocus(dialog, true, {
    initialFocus: () => closeButton.current,
    returnFocus: () => returnFocus?.(shown.current) ?? null,
  });
  const image = images[index];
  if (!image) return null;

  const go = (next: number) => {
    const clamped = Math.min(Math.max(0, next), last);
    if (clamped === index) return;
    // A button that becomes disabled would drop the focus to the page.
    if (clamped === 0 && document.activeElement === prevButton.current) nextButton.current?.focus();
    if (clamped === last && document.activeElement === nextButton.current)
      prevButton.current?.focus();
    onIndexChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key in moves && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      go(moves[event.key] ?? index);
    }
  };

  return (
    <div
      ref={dialog}
      className="cw-lightbox"
      data-cw-theme="dark"
      role="dialog"
      aria-modal="true"
      aria-label={label ?? carouselText.lightboxLabel()}
      aria-describedby={`${id}-position`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="cw-lightbox__bar">
        <p className="cw-lightbox__position" id={`${id}-position`} aria-live="polite">
          {carouselText.lightboxPosition(index + 1, images.length)}
        </p>
        <button
          ref={closeButton}
          type="button"
          className="cw-lightbox__close"
          aria-label={carouselText.close()}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure className="cw-lightbox__figure">
        <img
          key={image.src}
          className="cw-lightbox__image"
          src={image.src}
          srcSet={image.srcSet}
          alt={image.alt}
          width={image.width}
          height={image.height}
        />
        {image.caption && <figcaption className="cw-lightbox__caption">{image.caption}</figcaption>}
      </figure>
      {images.length > 1 && (
        <>
          <button
            ref={prevButton}
            type="button"
            className="cw-lightbox__prev"
            aria-label={carouselText.previousImage()}
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            ref={nextButton}
            type="button"
            className="cw-lightbox__next"
            aria-label={carouselText.nextImage()}
            disabled={index === last}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
