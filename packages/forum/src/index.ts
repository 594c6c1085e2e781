// What the loader imports; the widgets, their props, hooks and choices are in README.md.
export { forumThreadWidget } from './widgets';
export { forumStartThreadWidget } from './pageWidgets';
export { forumDiscussionWidget } from './discussionWidget';
export { forumFollowingWidget } from './widgets/forum-following';
export { FollowingThreads } from './following/FollowingThreads';
export { ForumDiscussion } from './ForumDiscussion';
export { ForumThread } from './ForumThread';
export { StartThread } from './StartThread';
export { forumThreadProps } from './props';
export type { ForumThreadProps } from './props';
export { forumStartThreadProps } from './startThreadProps';
export type { ForumStartThreadProps } from './startThreadProps';
export { forumDiscussionProps } from './discussionProps';
export type { ForumDiscussionProps } from './discussionProps';
