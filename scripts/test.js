// `pnpm test`: every check of the repository, stage after stage, stopping at the first
// stage that fails. At the end it prints how long each stage took and how many browser
// checks (story checks, end-to-end tests) passed only on their second run: each of those
// is a defect to find, even though the run counts it as a pass.
import { spawn } from 'node:child_process';

/** @type {{ name: string, command: string, secondRuns?: boolean }[]} */
const STAGES = [
  {
    name: 'browser and broker',
    command:
      'bash apps/loader/scripts/ensure-chromium.sh && bash apps/loader/scripts/ensure-broker.sh',
  },
  { name: 'format check', command: 'prettier --check .' },
  {
    name: 'lint, typecheck, unit tests',
    command: 'turbo run lint lint:deps lint:css typecheck test --concurrency=100%',
  },
  { name: 'build', command: 'turbo run build' },
  {
    name: 'story checks',
    command: 'pnpm --filter @casino/storybook e2e',
    secondRuns: true,
  },
  { name: 'end-to-end tests', command: 'pnpm --filter @casino/loader e2e', secondRuns: true },
];

const SECOND_RUN_LINE = /^second-run passes: (\d+)$/;

/** Runs one stage in a shell, passing its output on; resolves with its exit code and count. */
function runStage(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    let secondRuns = 0;
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!stage.secondRuns) return;
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // eslint-disable-next-line no-control-regex
        const match = SECOND_RUN_LINE.exec(line.replace(/\u001b\[[0-9;]*m/g, '').trim());
        if (match) secondRuns += Number(match[1]);
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, secondRuns }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const results = [];
  let failed;
  for (const stage of STAGES) {
    console.log(`\n=== ${stage.name}: ${stage.command}\n`);
    const started = Date.now();
    const { code, secondRuns } = await runStage(stage);
    results.push({ stage, ms: Date.now() - started, secondRuns, code });
    if (code !== 0) {
      failed = stage;
      break;
    }
  }
  const width = Math.max(...STAGES.map((stage) => stage.name.length));
  console.log('\n=== Time per stage');
  for (const { stage, ms, code, secondRuns } of results) {
    const extra = stage.secondRuns ? `, ${secondRuns} passed only on their second run` : '';
    console.log(
      `  ${stage.name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${code === 0 ? 'ok' : 'FAILED'}${extra}`,
    );
  }
  for (const stage of STAGES.slice(results.length))
    console.log(`  ${stage.name.padEnd(width)}  ${'-'.padStart(8)}  not run`);
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const secondRuns = results.reduce((sum, result) => sum + result.secondRuns, 0);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
  console.log(
    `\nSecond-run passes (story checks and end-to-end tests): ${secondRuns}` +
      (secondRuns ? ' — listed under "second-run passes" above; each is a defect to fix.' : ''),
  );
  if (failed) {
    console.log(`\nFailed: ${failed.name}`);
    process.exitCode = 1;
  }
}

await main();
