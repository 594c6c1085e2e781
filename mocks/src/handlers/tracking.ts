import { tracking } from '@casino/api';
import { db } from '../store/db';
import { handle } from '../handle';

/** The fake backend keeps what the tracking sent, for the demo and the tests to read. */
export const trackingHandlers = [
  handle(tracking.exitLink, (request) => {
    db.tracking.exits.push(request);
    return '';
  }),
  handle(tracking.activeTime, (request) => {
    db.tracking.activeTime.push(request);
    return '';
  }),
  handle(tracking.clicks, (request) => {
    db.tracking.clicks.push(request);
    return '';
  }),
];
