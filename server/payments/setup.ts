import type { Logger } from 'pino';
import { createPaymentProvider, type PaymentProvider } from '~/payments/provider.server';
import type { NotificationCheck } from '~/payments/notifications.server';
import { parsePaymentMethodList } from '~/markets';
import type { ServerEnv } from '../env';
import { openNotificationLedger, type NotificationLedger } from './notification-ledger';
import { PAYMENT_NOTIFICATION_PATH } from './notification-endpoint';
import { loadSimulatorSecrets, SIMULATOR_MOUNT_PATH, startPaymentSimulator, type RunningPaymentSimulator } from './simulator';

export interface PaymentsSetup {
  provider: PaymentProvider;
  /** What the notification endpoint checks (HMAC key, environment, merchant account). */
  notificationCheck: NotificationCheck;
  notificationAuth?: { username: string; password: string };
  ledger: NotificationLedger;
  /** The local simulator, when it is the provider: mount its router under /__payments. */
  simulator?: RunningPaymentSimulator;
  companyExcludedMethods: string[];
  close(): Promise<void>;
}

export class PaymentConfigurationError extends Error {}

/** A loopback address of this server for its own calls (the simulator's API, its notifications). */
export function loopbackUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

/**
 * Adyen when its keys are set; else the local simulator, which is refused in production with real
 * services (a real commercetools project behind `npm start`, unless ALLOW_LOCAL_SIMULATORS): orders must
 * never be placed against payments nobody took.
 */
export function setUpPayments(
  env: ServerEnv,
  /** `simulatorRunsElsewhere`: a cluster worker; the primary runs the one simulator (its keys are in dataDir). */
  options: { simulatorsAllowed: boolean; dataDir: string; logger: Logger; simulatorRunsElsewhere?: boolean },
): PaymentsSetup {
  const ledger = openNotificationLedger(options.dataDir);
  const companyExcludedMethods = parsePaymentMethodList(env.PAYMENT_METHODS_EXCLUDED_FOR_COMPANIES);
  if (env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT && env.ADYEN_HMAC_KEY) {
    const provider = createPaymentProvider({
      kind: 'adyen',
      apiKey: env.ADYEN_API_KEY,
      merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
      environment: env.ADYEN_ENVIRONMENT,
      liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX,
      clientKey: env.ADYEN_CLIENT_KEY,
      timeoutMs: env.PAYMENT_TIMEOUT_MS,
    });
    return {
      provider,
      notificationCheck: { hmacKey: env.ADYEN_HMAC_KEY, live: provider.live, merchantAccount: provider.merchantAccount },
      notificationAuth: env.ADYEN_WEBHOOK_USERNAME && env.ADYEN_WEBHOOK_PASSWORD ? { username: env.ADYEN_WEBHOOK_USERNAME, password: env.ADYEN_WEBHOOK_PASSWORD } : undefined,
      ledger,
      companyExcludedMethods,
      close: async () => ledger.close(),
    };
  }
  if (!options.simulatorsAllowed) {
    ledger.close();
    throw new PaymentConfigurationError(
      'No card payment provider: set ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY. The local payment simulator does not run with a real commercetools project under npm start (test rigs: ALLOW_LOCAL_SIMULATORS=true).',
    );
  }
  const self = loopbackUrl(env.HOST, env.PORT);
  if (options.simulatorRunsElsewhere) {
    const secrets = loadSimulatorSecrets(options.dataDir);
    return {
      provider: createPaymentProvider({
        kind: 'simulator', baseUrl: `${self}${SIMULATOR_MOUNT_PATH}`, apiKey: secrets.apiKey, merchantAccount: secrets.merchantAccount, timeoutMs: env.PAYMENT_TIMEOUT_MS,
      }),
      notificationCheck: { hmacKey: secrets.hmacKey, live: false, merchantAccount: secrets.merchantAccount },
      ledger,
      companyExcludedMethods,
      close: async () => ledger.close(),
    };
  }
  const simulator = startPaymentSimulator({
    dataDir: options.dataDir,
    notifyUrl: env.PAYMENT_SIMULATOR_NOTIFY_URL ?? `${self}${PAYMENT_NOTIFICATION_PATH}`,
    logger: options.logger.child({ service: 'payment-simulator' }),
  });
  const provider = createPaymentProvider({
    kind: 'simulator',
    baseUrl: `${self}${SIMULATOR_MOUNT_PATH}`,
    apiKey: simulator.secrets.apiKey,
    merchantAccount: simulator.secrets.merchantAccount,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
  });
  return {
    provider,
    notificationCheck: { hmacKey: simulator.secrets.hmacKey, live: false, merchantAccount: simulator.secrets.merchantAccount },
    ledger,
    simulator,
    companyExcludedMethods,
    async close() {
      await simulator.close();
      ledger.close();
    },
  };
}
