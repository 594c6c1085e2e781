// What the loader imports; the widgets, their props, hooks and choices are in README.md.
export { forumThreadWidget } from './widgets/forum-thread';
export { forumStartThreadWidget } from './widgets/forum-start-thread';
export { forumDiscussionWidget } from './widgets/forum-discussion';
export { forumFollowingWidget } from './widgets/forum-following';
export { FollowingThreads } from './following/FollowingThreads';
export { ForumDiscussion } from './discussion/ForumDiscussion';
export { ForumThread } from './thread/ForumThread';
export { StartThread } from './start-thread/StartThread';
export { forumThreadProps } from './props';
export type { ForumThreadProps } from './props';
export { forumStartThreadProps } from './start-thread/startThreadProps';
export type { ForumStartThreadProps } from './start-thread/startThreadProps';
export { forumDiscussionProps } from './discussion/discussionProps';
export type { ForumDiscussionProps } from './discussion/discussionProps';
