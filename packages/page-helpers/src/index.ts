export { pageHelpersWidget } from './widget';
export { PageHelpers } from './PageHelpers';
export { pageHelpersProps } from './props';
export type { PageHelpersProps } from './props';
