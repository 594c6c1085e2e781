import { defineWidget } from '@casino/core';
import { siteModalsProps } from '../props';
import { SiteModals } from '../SiteModals';

/** Once per page: `<div data-widget="site-modals" data-load="idle"></div>`. */
export const siteModalsWidget = defineWidget({
  name: 'site-modals',
  props: siteModalsProps,
  component: SiteModals,
});
