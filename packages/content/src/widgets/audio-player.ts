import { defineWidget } from '@casino/core';
import { AudioPlayer } from '../articles/AudioPlayer';
import { audioPlayerProps } from '../articles/props';
import '../content.css';

/** The article's audio player. */
export const audioPlayerWidget = defineWidget({
  name: 'audio-player',
  props: audioPlayerProps,
  component: AudioPlayer,
});
