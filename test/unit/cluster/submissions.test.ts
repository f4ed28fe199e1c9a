// Cart form submission tokens across cluster workers (decision 057): two copies of one form reaching two
// workers change the cart once, and both answer with that one outcome.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { clusterSubmissions, serveSubmissions, SubmissionLedger, type SubmissionAnswer } from '../../../server/cluster/submissions';

/** A primary and N workers wired together in memory, as node:cluster's IPC would. */
function fakeCluster(workers: number) {
  const primary = new EventEmitter();
  const channels = Array.from({ length: workers }, (_, index) => {
    const worker = new EventEmitter() as EventEmitter & { send(message: unknown): void; connected: boolean };
    worker.connected = true;
    const handle = { id: index + 1, isConnected: () => true, send: (message: unknown) => setImmediate(() => worker.emit('message', message)) };
    worker.send = (message: unknown) => setImmediate(() => primary.emit('message', handle, message));
    return { worker, handle };
  });
  serveSubmissions(primary as never);
  return { primary, registries: channels.map(({ worker }) => clusterSubmissions(worker)), channels };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('submission tokens shared by the workers', () => {
  it('runs two copies that reach two workers once; both answer with the one outcome', async () => {
    const { registries } = fakeCluster(2);
    let runs = 0;
    const task = async () => {
      runs += 1;
      await tick(20);
      return { notice: 'added', location: '/checkout/cart?notice=added' };
    };
    const [first, second] = await Promise.all(registries.map((registry) => registry.once('shopper:token', task)));
    expect(runs).toBe(1);
    expect(first.value).toEqual(second.value);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    // A later resend of the same form gets the same outcome, still without running.
    expect((await registries[0].once('shopper:token', task)).duplicate).toBe(true);
    expect(runs).toBe(1);
  });

  it('lets the waiting copy run when the first one failed, and other tokens run on their own', async () => {
    const { registries } = fakeCluster(2);
    let runs = 0;
    const failing = registries[0].once('k', async () => {
      runs += 1;
      await tick(10);
      throw new Error('out of stock');
    });
    await tick(2);
    const retried = registries[1].once('k', async () => (runs += 1, { notice: 'added' }));
    await expect(failing).rejects.toThrow('out of stock');
    expect(await retried).toEqual({ value: { notice: 'added' }, duplicate: false });
    expect(await registries[0].once('other', async () => ({ notice: 'x' }))).toEqual({ value: { notice: 'x' }, duplicate: false });
    expect(runs).toBe(2);
    // No token: always runs.
    expect((await registries[1].once(null, async () => ({ notice: 'y' }))).duplicate).toBe(false);
  });

  it('runs the task itself when the primary never answers', async () => {
    const silent = Object.assign(new EventEmitter(), { send: () => undefined, connected: true });
    const registry = clusterSubmissions(silent, 20);
    expect(await registry.once('k', async () => ({ notice: 'alone' }))).toEqual({ value: { notice: 'alone' }, duplicate: false });
  });
});

describe('the primary\'s ledger', () => {
  it('hands a dead worker\'s run to the next copy, and forgets outcomes after ten minutes', () => {
    let now = Date.now();
    const ledger = new SubmissionLedger(() => now);
    const answers: Record<string, SubmissionAnswer[]> = { a: [], b: [], c: [] };
    ledger.claim('k', 1, (answer) => answers.a.push(answer));
    ledger.claim('k', 2, (answer) => answers.b.push(answer));
    ledger.workerGone(1);
    expect(answers).toMatchObject({ a: [{ run: true }], b: [{ run: true }] });
    ledger.settle('k', 1, { ok: true, outcome: { notice: 'stale' } }); // the dead worker's word no longer counts
    ledger.settle('k', 2, { ok: true, outcome: { notice: 'added' } });
    ledger.claim('k', 3, (answer) => answers.c.push(answer));
    expect(answers.c).toEqual([{ run: false, outcome: { notice: 'added' } }]);
    now += 11 * 60_000;
    ledger.claim('k', 3, (answer) => answers.c.push(answer));
    expect(answers.c.at(-1)).toEqual({ run: true });
  });

  it('keeps receipts within its bytes whatever the number of submissions, the newest first (decision 130)', () => {
    const ledger = new SubmissionLedger(Date.now, { maxBytes: 64 * 1024 });
    const receipt = { notice: 'updated', location: '/checkout/addresses' };
    for (let index = 0; index < 20_000; index += 1) {
      ledger.claim(`shopper:${index}:begin-checkout`, 1, () => undefined);
      ledger.settle(`shopper:${index}:begin-checkout`, 1, { ok: true, outcome: receipt });
    }
    expect(ledger.bytes).toBeLessThanOrEqual(64 * 1024);
    const answers: SubmissionAnswer[] = [];
    ledger.claim('shopper:19999:begin-checkout', 2, (answer) => answers.push(answer));
    ledger.claim('shopper:0:begin-checkout', 2, (answer) => answers.push(answer));
    expect(answers).toEqual([{ run: false, outcome: receipt }, { run: true }]);
  });

  it('never keeps more than an answer: a receipt of a cart\'s size is not kept, so its copy runs again', () => {
    const ledger = new SubmissionLedger();
    ledger.claim('k', 1, () => undefined);
    ledger.settle('k', 1, { ok: true, outcome: { cart: JSON.stringify({ lineItems: Array.from({ length: 40 }, (_, line) => ({ id: line, name: 'x'.repeat(200) })) }) } });
    expect(ledger.bytes).toBe(0);
    const answers: SubmissionAnswer[] = [];
    ledger.claim('k', 2, (answer) => answers.push(answer));
    expect(answers).toEqual([{ run: true }]);
  });
});
