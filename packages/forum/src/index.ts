// What the loader imports; the widgets, their props, hooks and choices are in README.md.
export { forumThreadWidget } from './widgets/forum-thread';
export { forumStartThreadWidget } from './widgets/forum-start-thread';
export { forumDiscussionWidget } from './widgets/forum-discussion';
export { forumFollowingWidget } from './widgets/forum-following';
export { FollowingThreads } from './following/FollowingThreads';
export { ForumDiscussion } from './discussion/ForumDiscussion';
export { ForumThread } from './thread/ForumThread';
export { StartThread } from './start-thread/StartThread';
export { forumDiscussionProps, forumStartThreadProps, forumThreadProps } from './props';
export type { ForumDiscussionProps, ForumStartThreadProps, ForumThreadProps } from './props';
