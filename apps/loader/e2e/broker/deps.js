// The Node packages of the live channel's end-to-end peers (the SockJS server and a
// WebSocket client) are dev dependencies of @casino/notifications, whose live channel
// they serve; they are read from there.
import { createRequire } from 'node:module';

const require = createRequire(
  new URL('../../../../packages/notifications/package.json', import.meta.url),
);

/** @type {typeof import('sockjs')} */
export const sockjs = require('sockjs');
/** @type {typeof import('ws')} */
export const WebSocket = require('ws');
