export { ExpandableBox, ExpandableGroup } from './Expandable';
export type { ExpandableBoxProps, ExpandableGroupProps } from './Expandable';
export { createExpandablesHelper, enhanceExpandables } from './enhanceExpandables';
export { EXPANDABLE_SELECTOR } from './hooks';
export type { EnhanceExpandablesOptions, ExpandablesHelper } from './enhanceExpandables';
export { expandableState, toggleOpen } from './openState';
export type { ExpandableState } from './openState';
