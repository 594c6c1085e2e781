// The thread list page's widget; the thread page's is in widgets.ts, so that each page
// loads only its own.
import { defineWidget } from '@casino/core';
import { forumStartThreadProps } from './startThreadProps';
import { StartThread } from './StartThread';
import './forum.css';

/**
 * "Start a thread" on the thread list page:
 * `<div data-widget="forum-start-thread" data-props='{"categories":[{"id":1,"name":"General"}]}'>`.
 * The modal also opens for `#discuss=true`.
 */
export const forumStartThreadWidget = defineWidget({
  name: 'forum-start-thread',
  props: forumStartThreadProps,
  component: StartThread,
});
