// The demo site with the real live channel, by hand:
//
//   pnpm --filter @casino/loader build && node apps/loader/e2e/broker/live-demo.js
//
// Starts a private RabbitMQ (see rabbitmq.js) and serves dist/demo with SockJS at /ws in
// front of it, prints the address of a page logged in as alice on the real channel, and
// publishes a notification to her queue every 15 s. Ctrl+C stops everything.
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { startBridge } from './bridge.js';
import { publish } from './stomp.js';
import { startRabbitMq } from './rabbitmq.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/demo');
const broker = await startRabbitMq();
const bridge = await startBridge({ root, upstream: broker.stompUrl });
console.log(`Broker: ${broker.stompUrl}`);
console.log(`Demo with the real /ws: ${bridge.url}home.html?user=alice&live=ws`);
console.log('(press Ctrl+C to stop)');

let count = 0;
const timer = setInterval(() => {
  count += 1;
  publish(broker.stompUrl, '/queue/notifications.1', {
    id: `live-${Date.now()}`,
    createdOn: new Date().toISOString(),
    createdAgo: 'just now',
    type: 'FORUM_THREAD_REPLY',
    message: `<b>casino_team</b> replied in a thread you follow (${count})`,
    link: '/forum/thread/1',
  }).catch((error) => console.error(String(error)));
}, 15_000);

const stop = async () => {
  clearInterval(timer);
  await bridge.close();
  await broker.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
