// The production adapter: Adyen's Checkout API through @adyen/api-library (decision 035). The library may speak a
// newer API version than CHECKOUT_API_VERSION; the shop only sends and reads fields both versions share.
import type adyenLibrary from '@adyen/api-library';
import type { Types } from '@adyen/api-library';
import type { z } from 'zod';
import {
  hostedCheckoutResponseSchema, paymentMethodsResponseSchema, paymentResponseSchema,
  reversalResponseSchema, sessionResultResponseSchema,
} from './checkout-api';
import { PaymentProviderError } from './errors';
import type { PaymentProvider } from './provider';

type AdyenLibrary = typeof adyenLibrary;

/** The library's transport; tests hand in one that answers recorded responses. */
export type AdyenHttpClient = ConstructorParameters<AdyenLibrary['Client']>[1];

// The library takes much heap once loaded: a shop on the local simulator never loads it.
let library: Promise<AdyenLibrary> | undefined;
const loadLibrary = () =>
  (library ??= import('@adyen/api-library').then((module) => ((module as { default?: AdyenLibrary }).default ?? module) as AdyenLibrary));

export interface AdyenProviderConfig {
  apiKey: string;
  merchantAccount: string;
  environment: 'TEST' | 'LIVE';
  /** The live endpoint prefix from the Customer Area; LIVE only. */
  liveUrlPrefix?: string;
  /** Client key for the browser components (public by design). */
  clientKey?: string;
  timeoutMs: number;
  httpClient?: AdyenHttpClient;
}

/** Hosted checkout and redirect pages live on checkoutshopper; live accounts may use a regional host. */
const SHOPPER_ORIGINS = {
  TEST: ['https://checkoutshopper-test.adyen.com'],
  LIVE: [
    'https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-live-us.adyen.com',
    'https://checkoutshopper-live-au.adyen.com', 'https://checkoutshopper-live-apse.adyen.com',
    'https://checkoutshopper-live-in.adyen.com',
  ],
} as const;

export function createAdyenProvider(config: AdyenProviderConfig): PaymentProvider {
  if (config.environment === 'LIVE' && !config.liveUrlPrefix) {
    throw new Error('ADYEN_LIVE_URL_PREFIX is required for the LIVE environment');
  }
  const connected = loadLibrary().then((lib) => {
    const client = new lib.Client(
      {
        apiKey: config.apiKey,
        environment: config.environment === 'LIVE' ? lib.EnvironmentEnum.LIVE : lib.EnvironmentEnum.TEST,
        liveEndpointUrlPrefix: config.liveUrlPrefix,
        connectionTimeoutMillis: config.timeoutMs,
        applicationName: 'protools-storefront',
      },
      config.httpClient,
    );
    return { lib, checkout: new lib.CheckoutAPI(client) };
  });
  // A library that fails to load is reported by the first call, not as an unhandled rejection at start.
  connected.catch(() => undefined);
  const answer = <T extends z.ZodTypeAny>(endpoint: string, schema: T, call: (checkout: InstanceType<AdyenLibrary['CheckoutAPI']>) => Promise<unknown>) =>
    connected.then(({ lib, checkout }) => answerWith(lib, endpoint, schema, () => call(checkout)));
  const merchantAccount = config.merchantAccount;

  return {
    name: 'adyen',
    merchantAccount,
    live: config.environment === 'LIVE',
    componentsConfig: config.clientKey ? { clientKey: config.clientKey, environment: config.environment === 'LIVE' ? 'live' : 'test' } : null,
    redirectOrigins: SHOPPER_ORIGINS[config.environment],

    paymentMethods: (request) =>
      answer('/paymentMethods', paymentMethodsResponseSchema, (checkout) =>
        checkout.PaymentsApi.paymentMethods({ ...request, merchantAccount } as Types.checkout.PaymentMethodsRequest),
      ),
    payments: (request, options) =>
      answer('/payments', paymentResponseSchema, (checkout) =>
        checkout.PaymentsApi.payments({ ...request, merchantAccount } as unknown as Types.checkout.PaymentRequest, {
          idempotencyKey: options.idempotencyKey,
        }),
      ),
    paymentDetails: (request, options) =>
      answer('/payments/details', paymentResponseSchema, (checkout) =>
        checkout.PaymentsApi.paymentsDetails(request as Types.checkout.PaymentDetailsRequest, { idempotencyKey: options.idempotencyKey }),
      ),
    reversal: (pspReference, request, options) =>
      answer('/payments/{pspReference}/reversals', reversalResponseSchema, (checkout) =>
        checkout.ModificationsApi.refundOrCancelPayment(pspReference, { ...request, merchantAccount }, { idempotencyKey: options.idempotencyKey }),
      ),
    hostedCheckout: (request, options) =>
      answer('/sessions', hostedCheckoutResponseSchema, (checkout) =>
        checkout.PaymentsApi.sessions(
          { ...request, merchantAccount, mode: 'hosted' } as unknown as Types.checkout.CreateCheckoutSessionRequest,
          { idempotencyKey: options.idempotencyKey },
        ),
      ),
    sessionResult: (sessionId, sessionResult) =>
      answer('/sessions/{sessionId}', sessionResultResponseSchema, (checkout) =>
        checkout.PaymentsApi.getResultOfPaymentSession(sessionId, sessionResult),
      ),
  };
}

/** The library throws HttpClientException for an error answer and ApiException for a broken connection or
 *  timeout; both become PaymentProviderError, and answers are read as plain JSON through the shop's schema. */
async function answerWith<T extends z.ZodTypeAny>(lib: AdyenLibrary, endpoint: string, schema: T, call: () => Promise<unknown>): Promise<z.infer<T>> {
  let result: unknown;
  try {
    result = await call();
  } catch (error) {
    throw toProviderError(lib, endpoint, error);
  }
  const parsed = schema.safeParse(JSON.parse(JSON.stringify(result ?? null)));
  if (!parsed.success) {
    throw new PaymentProviderError('unavailable', `Adyen ${endpoint} answered an unknown shape`, { status: 502, cause: parsed.error });
  }
  return parsed.data;
}

function toProviderError(lib: AdyenLibrary, endpoint: string, error: unknown): PaymentProviderError {
  if (error instanceof lib.HttpClientException) {
    const apiError = error.apiError;
    const status = apiError?.status ?? error.statusCode;
    const kind = status >= 500 || !status ? 'unavailable' : 'rejected';
    return new PaymentProviderError(kind, `Adyen ${endpoint}: ${apiError?.message ?? error.message}`, {
      status: status || 502,
      errorCode: apiError?.errorCode ?? error.errorCode,
      errorType: apiError?.errorType,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
  const status = Number((error as { statusCode?: unknown })?.statusCode);
  // ApiException with 401: no API key configured; everything else is a transport failure.
  if (status === 401) return new PaymentProviderError('rejected', `Adyen ${endpoint}: ${message}`, { status, cause: error });
  return new PaymentProviderError('unavailable', `Adyen ${endpoint} not reached: ${message}`, { cause: error });
}
