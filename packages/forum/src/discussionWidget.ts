// The widget of forum posts on other pages (a static page, a casino's detail page); the
// forum's own pages load theirs from widgets.ts and pageWidgets.ts.
import { defineWidget } from '@casino/core';
import { ForumDiscussion } from './ForumDiscussion';
import { forumDiscussionProps } from './discussionProps';
import './forum.css';

/**
 * `<div data-widget="forum-discussion" data-load="visible" data-props='{"staticPageId":1}'>`
 * in a static page's discussion tab, or `{"casinoId":1}` in a casino's discussion tab.
 */
export const forumDiscussionWidget = defineWidget({
  name: 'forum-discussion',
  props: forumDiscussionProps,
  component: ForumDiscussion,
});
