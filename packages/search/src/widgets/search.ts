import { defineWidget } from '@casino/core';
import { SearchOverlay } from '../SearchOverlay';
import { searchProps } from '../props';
import '../search.css';

/** The header search: `<div data-widget="search" data-props='{"target":"/frontendService/search"}'>`. */
export const searchWidget = defineWidget({
  name: 'search',
  props: searchProps,
  component: SearchOverlay,
});
