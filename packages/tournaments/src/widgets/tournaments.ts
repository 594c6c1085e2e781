import { defineWidget } from '@casino/core';
import { Tournaments } from '../Tournaments';
import { tournamentsProps } from '../props';
import '../tournaments.css';

/** The tournament cards: `<div data-widget="tournaments" data-props='{"tournaments":[...]}'>`. */
export const tournamentsWidget = defineWidget({
  name: 'tournaments',
  props: tournamentsProps,
  component: Tournaments,
});
