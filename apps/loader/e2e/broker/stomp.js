// A small STOMP 1.2 client over a plain WebSocket (RabbitMQ's web-stomp): enough to
// check the broker is up and to publish what the end-to-end tests expect to see.
import WebSocket from 'ws';

/** @typedef {{ command: string, headers: Record<string, string>, body: string }} Frame */

/** @param {string} chunk @returns {Frame[]} */
function parseFrames(chunk) {
  return chunk
    .split('\0')
    .map((raw) => raw.replace(/^[\r\n]+/, ''))
    .filter(Boolean)
    .map((text) => {
      const split = text.indexOf('\n\n');
      const [command = '', ...lines] = (split === -1 ? text : text.slice(0, split)).split('\n');
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0 && !(line.slice(0, colon) in headers))
          headers[line.slice(0, colon)] = line.slice(colon + 1);
      }
      return { command, headers, body: split === -1 ? '' : text.slice(split + 2) };
    });
}

/** @param {string} command @param {Record<string, string>} headers @param {string} [body] */
const frame = (command, headers, body = '') =>
  `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}`)
    .join('\n')}\n\n${body}\0`;

/**
 * Opens a STOMP session on `url` (ws://127.0.0.1:{port}/ws) as the broker's default user.
 * @param {string} url
 * @param {{ timeoutMs?: number }} [options]
 */
export function stompSession(url, { timeoutMs = 5_000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp']);
    /** @type {Map<string, () => void>} */
    const receipts = new Map();
    let receipt = 0;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`No STOMP session on ${url} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('open', () =>
      socket.send(
        frame('CONNECT', {
          'accept-version': '1.2',
          host: '/',
          login: 'guest',
          passcode: 'guest',
          'heart-beat': '0,0',
        }),
      ),
    );
    socket.on('message', (data) => {
      for (const received of parseFrames(data.toString())) {
        if (received.command === 'CONNECTED') {
          clearTimeout(timer);
          resolve({
            /** Sends and waits for the broker's receipt. @param {string} destination @param {string} body */
            send(destination, body) {
              const id = `r-${(receipt += 1)}`;
              return new Promise((done) => {
                receipts.set(id, () => done(undefined));
                socket.send(
                  frame(
                    'SEND',
                    { destination, receipt: id, 'content-type': 'application/json' },
                    body,
                  ),
                );
              });
            },
            close() {
              return new Promise((done) => {
                socket.once('close', () => done(undefined));
                socket.send(frame('DISCONNECT', {}));
                socket.close();
              });
            },
          });
        } else if (received.command === 'RECEIPT') {
          receipts.get(received.headers['receipt-id'] ?? '')?.();
        } else if (received.command === 'ERROR') {
          clearTimeout(timer);
          reject(new Error(`STOMP error: ${received.headers.message ?? received.body}`));
        }
      }
    });
  });
}

/**
 * Publishes one message to `destination` through the broker and waits for its receipt.
 * @param {string} url @param {string} destination @param {unknown} message (JSON unless text)
 */
export async function publish(url, destination, message) {
  const session = await stompSession(url);
  try {
    await session.send(
      destination,
      typeof message === 'string' ? message : JSON.stringify(message),
    );
  } finally {
    await session.close();
  }
}
