// What the loader imports; the widget, its props and choices are in README.md.
export { userscoreWidget } from './widgets/userscore';
export type { UserscoreProps } from './props';
