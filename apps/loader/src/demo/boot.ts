/**
 * Demo build only: every widget chunk imports this first, so the fake backend is running
 * in the page before any widget makes a call. `?scenario=` switches a fault on.
 */
import { setTokenProvider } from '@casino/core';

const { startMockBackend } = await import('@casino/mocks/browser');
setTokenProvider(async () => 'demo-verification-token');
await startMockBackend({
  persist: true,
  scenario: new URLSearchParams(location.search).get('scenario'),
});

// Show the active scenario in the page's scenario picker.
const picker = document.querySelector<HTMLSelectElement>('select[name="scenario"]');
if (picker) picker.value = new URLSearchParams(location.search).get('scenario') ?? '';
