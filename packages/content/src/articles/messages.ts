import { t } from '@casino/core';

/** Texts of the audio player and the article menu: localization key and English fallback. */
export const text = {
  player: (title: string) => t('audio.player', 'Listen to “{title}”', { title }),
  play: () => t('audio.play', 'Play'),
  pause: () => t('audio.pause', 'Pause'),
  back: (seconds: number) => t('audio.back', 'Back {seconds} seconds', { seconds }),
  forward: (seconds: number) => t('audio.forward', 'Forward {seconds} seconds', { seconds }),
  position: () => t('audio.position', 'Position'),
  positionText: (current: string, total: string) =>
    t('audio.positionText', '{current} of {total}', { current, total }),
  volume: () => t('audio.volume', 'Volume'),
  audioFailed: () => t('audio.failed', 'The audio could not be played.'),

  expand: (label: string) => t('menu.expand', 'Show the sections of {label}', { label }),
};
