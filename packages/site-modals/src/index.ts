// What the loader imports; the widget, its markup hooks and choices are in README.md.
export { siteModalsWidget } from './widgets/site-modals';
