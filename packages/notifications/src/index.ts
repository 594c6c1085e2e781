// What the loader imports; the widget, its props, hooks and events are in README.md.
export { notificationsWidget } from './widgets/notifications';
