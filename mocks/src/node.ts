import { setupServer } from 'msw/node';
import { handlers } from './index';

/** The fake backend for vitest: `server.listen()` in the test setup. */
export const server = setupServer(...handlers);
