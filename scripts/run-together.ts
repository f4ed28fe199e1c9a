/**
 * Runs npm scripts side by side and fails when any of them fails. `npm test` starts the type check, the lint,
 * the build and the e2e stores' seed together: each is mostly one thread, and each leaves a core idle at its end
 * when run alone (issue 24 item 9). Each script's output is printed as one block when it ends, so none interleave.
 */
import { spawn } from 'node:child_process';

type Outcome = { script: string; code: number; output: string; seconds: number };

const started = performance.now();

function run(script: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, output: Buffer.concat(chunks).toString('utf8'), seconds: Math.round((performance.now() - started) / 1000) }),
    );
  });
}

const outcomes = await Promise.all(process.argv.slice(2).map(run));
// When each ended (seconds from the start): which one the others wait for.
for (const { script, code, output, seconds } of outcomes) {
  process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} after ${seconds} s\n${output}`);
}
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
