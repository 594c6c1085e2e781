export { pageHelpersWidget } from './pageHelpersWidget';
export { PageHelpers, enhancePage } from './PageHelpers';
export { pageHelpersProps } from './props';
export type { PageHelpersProps } from './props';
