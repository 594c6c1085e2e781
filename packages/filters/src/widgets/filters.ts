import { defineWidget } from '@casino/core';
import { Filters } from '../Filters';
import { filtersProps } from '../props';
import '../listPage.css';
import '../filters.css';

/**
 * `<div data-widget="filters" data-props='{"loadUrlBase":"/frontendService/lists/casinos"}'>`
 * placed beside the server-rendered list page (`[data-list-page]`).
 */
export const filtersWidget = defineWidget({
  name: 'filters',
  props: filtersProps,
  component: Filters,
});
