export { ExpandableBox, ExpandableGroup } from './Expandable';
export type { ExpandableBoxProps, ExpandableGroupProps } from './Expandable';
export { enhanceExpandables } from './enhanceExpandables';
export type { EnhanceExpandablesOptions } from './enhanceExpandables';
export { expandableState, toggleOpen } from './openState';
export type { ExpandableState } from './openState';
