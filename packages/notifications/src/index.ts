// What the loader imports; the widget, its props, hooks and events are in README.md.
// The `leaderboard:update` event's type joins core's WidgetEvents for every importer.
import type {} from './events';

export { notificationsWidget } from './widget';
