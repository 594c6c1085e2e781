// What the loader imports; the widgets, their props, hooks and choices are in README.md.
export { forumThreadWidget } from './widgets';
export { forumStartThreadWidget } from './pageWidgets';
export { ForumThread } from './ForumThread';
export { StartThread } from './StartThread';
export { forumStartThreadProps, forumThreadProps } from './props';
export type { ForumStartThreadProps, ForumThreadProps } from './props';
