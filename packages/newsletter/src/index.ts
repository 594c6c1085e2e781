// What the loader imports; the widgets, their props and choices are in README.md.
export { newsletterWidget } from './widget';
export {
  newsletterSettingsWidget,
  newsletterUnsubscribeWidget,
  reactivationUnsubscribeWidget,
} from './settingsWidgets';
