import { defineWidget } from '@casino/core';
import { PageHelpers } from '../PageHelpers';
import { pageHelpersProps } from '../props';

/** `<div data-widget="page-helpers" data-load="idle">`, once per page. */
export const pageHelpersWidget = defineWidget({
  name: 'page-helpers',
  props: pageHelpersProps,
  component: PageHelpers,
});
