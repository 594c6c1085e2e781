// The shared interface primitives every widget is built from; one folder per concern.
export * from './dialog';
export * from './modal-manager';
export * from './tabs';
export * from './expandable';
export * from './loader-button';
export * from './pagination';
export * from './scroll';
export * from './sticky-table';
export * from './popover';
export * from './redirect';
export * from './carousel';
export * from './touch-panel';
export * from './countdown';
export * from './emoji';
export * from './load-more';
