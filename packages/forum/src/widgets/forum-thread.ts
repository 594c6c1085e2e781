import { defineWidget } from '@casino/core';
import { ForumThread } from '../thread/ForumThread';
import { forumThreadProps } from '../props';
import '../forum.css';

/**
 * The thread page: `<div data-widget="forum-thread" data-props='{"threadId":1}'>` after
 * (or inside) the server's `<section data-thread-id="1">`.
 */
export const forumThreadWidget = defineWidget({
  name: 'forum-thread',
  props: forumThreadProps,
  component: ForumThread,
});
