// What the loader imports; the widget, its props and choices are in README.md.
export { wizardWidget } from './widgets/wizard';
