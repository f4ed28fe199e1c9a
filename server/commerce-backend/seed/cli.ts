/** Seeds the project the CTP_* variables name (else the embedded backend); without --reset an already seeded
 * project is left alone. */
import { connectionFromEnv, createSeedApiRoot } from './client';
import { isSeeded, seed, seedState } from './index';
import { describeError } from './writer/retry';

async function main(argv: readonly string[]): Promise<number> {
  const reset = argv.includes('--reset');
  const connection = connectionFromEnv();
  const apiRoot = createSeedApiRoot(connection);
  const log = (message: string) => console.log(message);
  log(`seed: target ${connection.apiUrl} project ${connection.projectKey}${reset ? ' (reset)' : ''}`);
  if (!reset) {
    if (await isSeeded(apiRoot)) {
      log('seed: already seeded; run with --reset to delete and re-create');
      return 0;
    }
    if ((await seedState(apiRoot)) === 'partial') {
      console.error('seed: the project holds data but no completed seed; run with --reset to replace it');
      return 1;
    }
  }
  const summary = await seed(apiRoot, { log, reset });
  log(`seed: ${JSON.stringify(summary.counts)}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`seed: failed: ${describeError(error)}`);
    process.exit(1);
  },
);
