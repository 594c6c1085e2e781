// Runs before each test file of a package that uses `vitestConfig()`.
import '@testing-library/jest-dom/vitest';
import { server } from './node';
import { resetMocks } from './index';

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
