import { t } from '@casino/core';

/** Texts of the carousel and the lightbox: localization key and English fallback. */
export const carouselText = {
  roleDescription: () => t('carousel.roleDescription', 'carousel'),
  slideRoleDescription: () => t('carousel.slideRoleDescription', 'slide'),
  slideLabel: (position: number, count: number) =>
    t('carousel.slideLabel', '{position} of {count}', { position, count }),
  previous: () => t('carousel.previous', 'Previous slide'),
  next: () => t('carousel.next', 'Next slide'),
  paging: () => t('carousel.paging', 'Choose a slide'),
  goTo: (position: number) => t('carousel.goTo', 'Go to slide {position}', { position }),
  enlarge: (alt: string) => t('carousel.enlarge', 'Enlarge image: {alt}', { alt }),
  lightboxLabel: () => t('carousel.lightboxLabel', 'Image viewer'),
  lightboxPosition: (position: number, count: number) =>
    t('carousel.lightboxPosition', 'Image {position} of {count}', { position, count }),
  previousImage: () => t('carousel.previousImage', 'Previous image'),
  nextImage: () => t('carousel.nextImage', 'Next image'),
  close: () => t('carousel.close', 'Close'),
};
