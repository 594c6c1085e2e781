/**
 * Demo build only: every widget chunk imports this first, so the fake backend is running
 * in the page before any widget makes a call. `?scenario=` switches a fault on.
 *
 * `?catalogue=500` seeds that many casinos (bonuses follow them).
 *
 * `?user=alice` (any seeded member's name) logs that member in for the tab, `?user=visitor`
 * logs out. Live notifications come from a fake channel in the page, or with `?live=ws`
 * from the real `/ws` (SockJS and STOMP) of the server that serves the page.
 */
import { setTokenProvider } from '@casino/core';

const params = new URLSearchParams(location.search);
const { startMockBackend } = await import('@casino/mocks/browser');
const { db, installFakeLiveChannel, resetDb, seedDb } = await import('@casino/mocks');
setTokenProvider(async () => 'demo-verification-token');
await startMockBackend({ persist: true, scenario: params.get('scenario') });
// `?catalogue=500` seeds a large catalogue (the benchmark's 500-card list).
const catalogue = Number(params.get('catalogue'));
if (catalogue > 0 && db.casinos.length !== catalogue) {
  resetDb(seedDb({ casinos: catalogue }));
}

const user = params.get('user');
if (user) db.sessionUserId = db.users.find((member) => member.userName === user)?.id ?? null;
if (params.get('live') !== 'ws') installFakeLiveChannel();

// Show the active choices in the page's demo tools.
const choose = (name: string, value: string) => {
  const picker = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (picker) picker.value = value;
};
choose('scenario', params.get('scenario') ?? '');
choose('user', db.users.find((member) => member.id === db.sessionUserId)?.userName ?? 'visitor');
choose('live', params.get('live') ?? '');
