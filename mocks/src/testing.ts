// Runs before each test file of a package that uses `vitestConfig()`.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { server } from './node';
import { resetMocks } from '.';

/**
 * Component tests wait for the fake backend's answers; on a busy machine (the whole repo's
 * tests at once on two cores) they can take seconds. Waiting longer only costs time when
 * a test is failing anyway.
 */
export const ASYNC_WAIT_MS = 5000;
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
  document.cookie.split('; ').forEach((part) => {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
