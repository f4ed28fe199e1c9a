// The local payment simulator's adapter: the same Checkout API shapes over HTTP to the simulator that
// server/payments/simulator serves under /__payments (zero configuration, decision 035).
import type { z } from 'zod';
import {
  CHECKOUT_API_VERSION, hostedCheckoutResponseSchema, paymentMethodsResponseSchema,
  paymentResponseSchema, reversalResponseSchema, serviceErrorSchema, sessionResultResponseSchema,
} from './checkout-api';
import { PaymentProviderError } from './errors';
import type { CallOptions, PaymentProvider } from './provider';

export interface SimulatorProviderConfig {
  /** Where the simulator's API is mounted, e.g. http://127.0.0.1:PORT/__payments. */
  baseUrl: string;
  apiKey: string;
  merchantAccount: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createSimulatorProvider(config: SimulatorProviderConfig): PaymentProvider {
  const doFetch = config.fetch ?? fetch;
  const base = `${config.baseUrl.replace(/\/+$/, '')}/checkout/${CHECKOUT_API_VERSION}`;

  async function call<T extends z.ZodTypeAny>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: T,
    options: CallOptions & { idempotencyKey?: string } = {},
  ): Promise<z.infer<T>> {
    const signals = [AbortSignal.timeout(config.timeoutMs), ...(options.signal ? [options.signal] : [])];
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-api-key': config.apiKey,
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.any(signals),
      });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError('unavailable', `payment simulator ${path} not reached: ${(error as Error).message}`, { cause: error });
    }
    const json = parseJson(text);
    if (!response.ok) {
      const serviceError = serviceErrorSchema.safeParse(json);
      if (serviceError.success) throw PaymentProviderError.fromServiceError(serviceError.data);
      throw new PaymentProviderError('unavailable', `payment simulator ${path} answered ${response.status}`, { status: response.status >= 500 ? response.status : 502 });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PaymentProviderError('unavailable', `payment simulator ${path} answered an unknown shape`, { status: 502, cause: parsed.error });
    }
    return parsed.data;
  }

  const merchantAccount = config.merchantAccount;
  return {
    name: 'simulator',
    merchantAccount,
    live: false,
    componentsConfig: null,
    redirectOrigins: [],
    paymentMethods: (request, options) =>
      call('POST', '/paymentMethods', { ...request, merchantAccount }, paymentMethodsResponseSchema, options),
    payments: (request, options) => call('POST', '/payments', { ...request, merchantAccount }, paymentResponseSchema, options),
    paymentDetails: (request, options) => call('POST', '/payments/details', request, paymentResponseSchema, options),
    reversal: (pspReference, request, options) =>
      call('POST', `/payments/${encodeURIComponent(pspReference)}/reversals`, { ...request, merchantAccount }, reversalResponseSchema, options),
    hostedCheckout: (request, options) =>
      call('POST', '/sessions', { ...request, merchantAccount, mode: 'hosted' }, hostedCheckoutResponseSchema, options),
    sessionResult: (sessionId, sessionResult, options) =>
      call('GET', `/sessions/${encodeURIComponent(sessionId)}?sessionResult=${encodeURIComponent(sessionResult)}`, undefined, sessionResultResponseSchema, options),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
