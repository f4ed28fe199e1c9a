import { createAdyenProvider, type AdyenProviderConfig } from './adyen.server';
import type { PaymentProvider } from './provider';
import { createSimulatorProvider, type SimulatorProviderConfig } from './simulator-client.server';

export type PaymentProviderConfig =
  | ({ kind: 'adyen' } & AdyenProviderConfig)
  | ({ kind: 'simulator' } & SimulatorProviderConfig);

/** The card payment provider for this process: Adyen when its keys are set, else the local simulator. */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  return config.kind === 'adyen' ? createAdyenProvider(config) : createSimulatorProvider(config);
}

export type { PaymentProvider } from './provider';
