import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import { createPaymentSimulator } from './engine';
import { startNotifier } from './notifier';
import { createSimulatorRouter } from './router';
import { openSimulatorStore } from './store';

export const SIMULATOR_MOUNT_PATH = '/__payments';
export const SIMULATOR_MERCHANT_ACCOUNT = 'ProToolsDirectLocalECOM';

const secretsSchema = z.object({ apiKey: z.string().min(32), hmacKey: z.string().regex(/^[0-9A-F]{64}$/), merchantAccount: z.string().min(1) });
export type SimulatorSecrets = z.infer<typeof secretsSchema>;

/** The simulator's API key and HMAC key: generated on first start into DATA_DIR, kept across restarts. */
export function loadSimulatorSecrets(dataDir: string): SimulatorSecrets {
  const file = path.join(dataDir, 'payment-simulator-keys.json');
  if (fs.existsSync(file)) {
    const parsed = secretsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const secrets: SimulatorSecrets = {
    apiKey: randomBytes(32).toString('base64url'),
    hmacKey: randomBytes(32).toString('hex').toUpperCase(),
    merchantAccount: SIMULATOR_MERCHANT_ACCOUNT,
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export interface StartSimulatorOptions {
  dataDir: string;
  /** Where notifications go: the shop's notification endpoint. */
  notifyUrl: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  asyncSettleMs?: number;
}

/** The local payment provider (zero configuration): store, engine, notification delivery and HTTP router. */
export function startPaymentSimulator(options: StartSimulatorOptions) {
  const secrets = loadSimulatorSecrets(options.dataDir);
  const store = openSimulatorStore(options.dataDir);
  const simulator = createPaymentSimulator({ store, merchantAccount: secrets.merchantAccount, asyncSettleMs: options.asyncSettleMs });
  const notifier = startNotifier({ store, simulator, url: options.notifyUrl, hmacKey: secrets.hmacKey, logger: options.logger });
  const router = createSimulatorRouter({
    simulator,
    apiKey: secrets.apiKey,
    notifyUrl: options.notifyUrl,
    // Soon after the answer, so the shop's return and the notification race as with the real provider.
    onChange: () => void setTimeout(() => void notifier.flush(), 50).unref(),
  });
  return {
    secrets,
    simulator,
    router,
    notifier,
    async close() {
      await notifier.stop();
      store.close();
    },
  };
}

export type RunningPaymentSimulator = ReturnType<typeof startPaymentSimulator>;
