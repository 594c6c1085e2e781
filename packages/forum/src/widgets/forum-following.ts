// The following-threads table: a widget of its own, for whichever page a member finds it on.
import { defineWidget } from '@casino/core';
import * as z from 'zod/mini';
import { FollowingThreads } from '../following/FollowingThreads';
import '../forum.css';

/** No props: the table is the logged-in member's. */
export const forumFollowingProps = z.object({});

/** `<div data-widget="forum-following" data-load="visible" data-props='{}'>`. */
export const forumFollowingWidget = defineWidget({
  name: 'forum-following',
  props: forumFollowingProps,
  component: FollowingThreads,
});
