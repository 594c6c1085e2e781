export { pageHelpersWidget } from './widgets/page-helpers';
export { PageHelpers } from './PageHelpers';
export { pageHelpersProps } from './props';
export type { PageHelpersProps } from './props';
