// A real STOMP broker for the end-to-end tests: Debian's rabbitmq-server with its
// web-stomp plugin (STOMP over a plain WebSocket), private to the test run:
//
// - every listener on 127.0.0.1 on a free port: AMQP, STOMP, web-stomp, the Erlang
//   distribution port, and an epmd of its own (started here, in the foreground);
// - its own HOME (Erlang cookie), node name, config, plugins file, database and logs in
//   a temporary folder, removed by `close()`;
// - stopped by process id: SIGTERM to the server script (it stops the Erlang VM
//   gracefully), SIGKILL to its process group if that takes too long, and the epmd.
//
// The Debian wrapper /usr/sbin/rabbitmq-server switches to the rabbitmq user (and its
// HOME); the script behind it is run directly instead. Root is not needed.
import { spawn } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stompSession } from './stomp.js';

export const RABBITMQ_SERVER =
  process.env.RABBITMQ_SERVER ?? '/usr/lib/rabbitmq/bin/rabbitmq-server';
export const EPMD = process.env.EPMD ?? 'epmd';
/** The control tool beside the server script. */
const RABBITMQCTL = path.join(path.dirname(RABBITMQ_SERVER), 'rabbitmqctl');
/** A first start creates the database and unpacks the plugins: ~10 s here, ~6 s after. */
export const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Free TCP ports on 127.0.0.1, all different. @param {number} count */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Whether something accepts connections on 127.0.0.1:port. @param {number} port */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @param {import('node:child_process').ChildProcess} child @param {number} ms */
function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Kills a process group we started (detached), ignoring one that is already gone. */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts a private RabbitMQ with web-stomp and waits until a STOMP session opens.
 * @param {{ readyTimeoutMs?: number }} [options]
 */
export async function startRabbitMq({ readyTimeoutMs = READY_TIMEOUT_MS } = {}) {
  if (!existsSync(RABBITMQ_SERVER)) {
    throw new Error(
      `No RabbitMQ at ${RABBITMQ_SERVER}: install Debian's rabbitmq-server (apps/loader/scripts/ensure-broker.sh) or set RABBITMQ_SERVER.`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'casino-rabbitmq-'));
  const [amqpPort, stompPort, webStompPort, distPort, epmdPort] = await freePorts(5);
  const file = (name) => path.join(dir, name);
  await writeFile(
    file('rabbitmq.conf'),
    [
      `listeners.tcp.default = 127.0.0.1:${amqpPort}`,
      `stomp.listeners.tcp.1 = 127.0.0.1:${stompPort}`,
      `web_stomp.tcp.ip = 127.0.0.1`,
      `web_stomp.tcp.port = ${webStompPort}`,
      'log.console = false',
      '',
    ].join('\n'),
  );
  await writeFile(file('enabled_plugins'), '[rabbitmq_web_stomp].\n');
  await writeFile(file('rabbitmq-env.conf'), '');
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin:/usr/sbin:/sbin',
    LANG: 'C.UTF-8',
    HOME: dir,
    RABBITMQ_NODENAME: `casino-e2e-${process.pid}@localhost`,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(amqpPort),
    RABBITMQ_DIST_PORT: String(distPort),
    ERL_EPMD_ADDRESS: '127.0.0.1',
    ERL_EPMD_PORT: String(epmdPort),
    RABBITMQ_MNESIA_BASE: file('mnesia'),
    RABBITMQ_LOG_BASE: file('log'),
    RABBITMQ_CONFIG_FILE: file('rabbitmq.conf'),
    RABBITMQ_ADVANCED_CONFIG_FILE: file('advanced.config'),
    RABBITMQ_ENABLED_PLUGINS_FILE: file('enabled_plugins'),
    RABBITMQ_CONF_ENV_FILE: file('rabbitmq-env.conf'),
    // The distribution port on 127.0.0.1 too, and the epmd started below, not another.
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS:
      '-kernel inet_dist_use_interface {127,0,0,1} -start_epmd false',
  };
  const stompUrl = `ws://127.0.0.1:${webStompPort}/ws`;

  const epmd = spawn(EPMD, ['-port', String(epmdPort), '-address', '127.0.0.1'], {
    env,
    detached: true,
    stdio: 'ignore',
  });
  /** @type {import('node:child_process').ChildProcess | null} */
  let server = null;
  // Whatever happens to the test process, nothing of ours is left running.
  const killAll = () => {
    if (server?.pid) killGroup(server.pid, 'SIGKILL');
    if (epmd.pid) killGroup(epmd.pid, 'SIGKILL');
  };
  process.once('exit', killAll);

  async function logTail() {
    const log = await readFile(file('server.log'), 'utf8').catch(() => '');
    return log.split('\n').slice(-20).join('\n');
  }

  /** Starts the server (again, with the same data) and waits for web-stomp. */
  async function start() {
    if (server) throw new Error('RabbitMQ is running already');
    const out = openSync(file('server.log'), 'a');
    const child = spawn(RABBITMQ_SERVER, [], {
      env,
      cwd: dir,
      detached: true,
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    server = child;
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        server = null;
        throw new Error(`RabbitMQ stopped while starting:\n${await logTail()}`);
      }
      if (await listening(webStompPort)) {
        try {
          const session = await stompSession(stompUrl, { timeoutMs: 2_000 });
          await session.close();
          return;
        } catch {
          // listening, not serving yet
        }
      }
      await sleep(POLL_MS);
    }
    await stop();
    throw new Error(`RabbitMQ was not ready within ${readyTimeoutMs} ms:\n${await logTail()}`);
  }

  /** Stops the server by its process id; the data stays for `start()`. */
  async function stop() {
    const child = server;
    if (!child?.pid) return;
    server = null;
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    if (!(await exited(child, STOP_TIMEOUT_MS))) killGroup(child.pid, 'SIGKILL');
    // The Erlang VM is the script's child: make sure none of the group outlives it.
    killGroup(child.pid, 'SIGKILL');
  }

  /** Stops the server and epmd and removes every file. */
  async function close() {
    await stop();
    if (epmd.pid) {
      killGroup(epmd.pid, 'SIGTERM');
      await exited(epmd, 5_000);
    }
    process.removeListener('exit', killAll);
    await rm(dir, { recursive: true, force: true });
  }

  const epmdDeadline = Date.now() + 10_000;
  while (!(await listening(epmdPort))) {
    if (Date.now() > epmdDeadline || epmd.exitCode !== null) {
      await close();
      throw new Error(`epmd did not start on 127.0.0.1:${epmdPort}`);
    }
    await sleep(50);
  }
  try {
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  /**
   * The STOMP topics someone subscribes to now (`/topic/tournament.1`): the routing keys
   * of the broker's topic bindings. A message to a topic nobody subscribes to is dropped,
   * so a test publishes once the page's subscription is there.
   * @returns {Promise<string[]>}
   */
  function subscribedTopics() {
    return new Promise((resolve, reject) => {
      const ctl = spawn(
        RABBITMQCTL,
        ['-n', env.RABBITMQ_NODENAME, '-q', 'list_bindings', 'source_name', 'routing_key'],
        { env, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let errors = '';
      ctl.stdout.on('data', (chunk) => (out += chunk));
      ctl.stderr.on('data', (chunk) => (errors += chunk));
      ctl.on('error', reject);
      ctl.on('close', (code) => {
        if (code !== 0) return reject(new Error(`rabbitmqctl failed (${code}): ${errors}`));
        resolve(
          out
            .split('\n')
            .map((line) => line.split('\t'))
            .filter(([source]) => source === 'amq.topic')
            .map(([, key]) => `/topic/${key}`),
        );
      });
    });
  }

  return {
    /** web-stomp: ws://127.0.0.1:{port}/ws */
    stompUrl,
    subscribedTopics,
    dir,
    get running() {
      return server !== null;
    },
    start,
    stop,
    close,
  };
}
