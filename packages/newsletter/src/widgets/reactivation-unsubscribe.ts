import { defineWidget } from '@casino/core';
import { ReactivationUnsubscribe } from '../Unsubscribe';
import { unsubscribeProps } from '../settingsProps';
import '../newsletter.css';

/** The unsubscribe of the page a reactivation email links to. */
export const reactivationUnsubscribeWidget = defineWidget({
  name: 'reactivation-unsubscribe',
  props: unsubscribeProps,
  component: ReactivationUnsubscribe,
});
