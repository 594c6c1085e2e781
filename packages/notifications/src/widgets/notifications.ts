import { defineWidget } from '@casino/core';
import { NotificationBell } from '../NotificationBell';
import { notificationsProps } from '../props';

/** The bell with its panel: `<div data-widget="notifications" data-props='{...}'>`. */
export const notificationsWidget = defineWidget({
  name: 'notifications',
  props: notificationsProps,
  component: NotificationBell,
});
