// The page's `/ws`: a SockJS endpoint (the `sockjs` server package) that pipes each SockJS
// connection to the broker's web-stomp WebSocket, on the same server as the built demo
// site, so the page's live channel is same-origin as in production. A connection whose
// broker side cannot be reached or goes away is closed, and the client reconnects.
import { serveStatic } from '@casino/browser-testing';
import sockjs from 'sockjs';
import WebSocket from 'ws';

/** SockJS close code for "the broker went away" (application codes are 3000-4999). */
const BROKER_GONE = 3000;

/**
 * @param {{ root: string, upstream: string, port?: number }} options
 *   root: the site to serve; upstream: the broker's web-stomp address (ws://.../ws).
 */
export async function startBridge({ root, upstream, port = 0 }) {
  const site = await serveStatic(root, { port });
  const pairs = new Set();
  const endpoint = sockjs.createServer({
    prefix: '/ws',
    log: () => undefined,
    // The client's own heart-beats are STOMP's; SockJS keeps its 25 s default too.
    disconnect_delay: 2_000,
  });
  endpoint.on('connection', (connection) => {
    if (!connection) return;
    const broker = new WebSocket(upstream, ['v12.stomp', 'v11.stomp', 'v10.stomp']);
    const pair = { connection, broker };
    pairs.add(pair);
    /** @type {string[]} */
    const waiting = [];
    const end = () => {
      if (!pairs.delete(pair)) return;
      connection.close(String(BROKER_GONE), 'Broker connection closed');
      if (broker.readyState === WebSocket.OPEN) broker.close();
      else broker.terminate();
    };
    connection.on('data', (message) => {
      if (broker.readyState === WebSocket.OPEN) broker.send(message);
      else waiting.push(message);
    });
    connection.on('close', end);
    broker.on('open', () => waiting.splice(0).forEach((message) => broker.send(message)));
    broker.on('message', (data) => connection.write(data.toString()));
    broker.on('close', end);
    broker.on('error', end);
  });
  endpoint.installHandlers(site.server, { prefix: '/ws' });
  return {
    /** `http://127.0.0.1:{port}/`: the site, with SockJS at `/ws`. */
    url: site.url,
    /** SockJS connections piped to the broker now. */
    get connections() {
      return pairs.size;
    },
    async close() {
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        pair.connection.close(String(BROKER_GONE), 'Server closing');
        pair.broker.terminate();
      }
      site.server.closeAllConnections();
      await site.close();
    },
  };
}
