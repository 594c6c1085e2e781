import { defineWidget } from '@casino/core';
import { userscoreProps } from '../props';
import { Userscore } from '../Userscore';

/** Once per page: `<div data-widget="userscore" data-load="idle"></div>`. */
export const userscoreWidget = defineWidget({
  name: 'userscore',
  props: userscoreProps,
  component: Userscore,
});
