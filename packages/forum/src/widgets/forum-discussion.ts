// The widget of forum posts on other pages (a static page, a casino's detail page); the
// forum's own pages have their own widgets beside it.
import { defineWidget } from '@casino/core';
import { ForumDiscussion } from '../discussion/ForumDiscussion';
import { forumDiscussionProps } from '../discussion/discussionProps';
import '../forum.css';

/**
 * `<div data-widget="forum-discussion" data-load="visible" data-props='{"staticPageId":1}'>`
 * in a static page's discussion tab, or `{"casinoId":1}` in a casino's discussion tab.
 */
export const forumDiscussionWidget = defineWidget({
  name: 'forum-discussion',
  props: forumDiscussionProps,
  component: ForumDiscussion,
});
