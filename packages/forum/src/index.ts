// What the loader imports; the widget, its props, hooks and choices are in README.md.
export { forumThreadWidget } from './widget';
export { ForumThread } from './ForumThread';
export { forumThreadProps } from './props';
export type { ForumThreadProps } from './props';
