export { ExpandableBox, ExpandableGroup } from './Expandable';
export type { ExpandableBoxProps, ExpandableGroupProps } from './Expandable';
export {
  EXPANDABLE_SELECTOR,
  createExpandablesHelper,
  enhanceExpandables,
} from './enhanceExpandables';
export type { EnhanceExpandablesOptions, ExpandablesHelper } from './enhanceExpandables';
export { expandableState, toggleOpen } from './openState';
export type { ExpandableState } from './openState';
