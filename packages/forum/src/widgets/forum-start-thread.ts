import { defineWidget } from '@casino/core';
import { forumStartThreadProps } from '../start-thread/startThreadProps';
import { StartThread } from '../start-thread/StartThread';
import '../forum.css';

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
