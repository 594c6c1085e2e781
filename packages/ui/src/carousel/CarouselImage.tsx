import { useEffect, useRef } from 'react';
import type { ImgHTMLAttributes } from 'react';

export interface CarouselImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt'
> {
  src: string;
  srcSet?: string;
  /** Required: an empty string for a decorative image. */
  alt: string;
  /** Loads at once, for the slides in view on the first screen. */
  eager?: boolean;
}

/**
 * A slide image that loads LAZY_SLIDE_MARGIN_PX before its slide is seen (see lazy.ts):
 * rendered with `data-src`, given its `src` by the carousel.
 */
export function CarouselImage({ src, srcSet, alt, eager = false, ...rest }: CarouselImageProps) {
  const image = useRef<HTMLImageElement>(null);
  // Once loaded, a new address replaces the old one at once.
  useEffect(() => {
    const element = image.current;
    if (!element || eager || !element.hasAttribute('src')) return;
    element.setAttribute('src', src);
    if (srcSet) element.setAttribute('srcset', srcSet);
  }, [src, srcSet, eager]);
  if (eager) return <img ref={image} src={src} srcSet={srcSet} alt={alt} {...rest} />;
  return (
    <img ref={image} data-src={src} data-srcset={srcSet} alt={alt} decoding="async" {...rest} />
  );
}
