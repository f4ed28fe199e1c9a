import { z } from 'zod';
import { DEFAULT_SELLER, EU_COUNTRIES, isCountryCode, vatPrefix, type CountryCode, type Seller } from '~/markets';
import { isHmacKey } from '~/payments/notifications.server';
import { parseCaseFieldNames } from '~/support/web-to-case.server';
import { isGermanVatId } from '~/vat/test-numbers';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

// Every environment variable the server reads, validated once at start (README "Configuration").
const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('.data'),
    SESSION_SECRET: z.string().min(32).optional(),
    // Production domains per country, e.g. "SK=www.protools-direct.sk,CZ=www.protools-direct.cz".
    STORE_DOMAINS: z.string().default(''),
    APP_VERSION: z.string().default('dev'),
    // commercetools; all unset → the embedded backend.
    CTP_PROJECT_KEY: z.string().optional(),
    CTP_CLIENT_ID: z.string().optional(),
    CTP_CLIENT_SECRET: z.string().optional(),
    CTP_API_URL: z.string().url().optional(),
    CTP_AUTH_URL: z.string().url().optional(),
    CTP_SCOPES: z.string().optional(),
    EMBEDDED_CT_PORT: z.coerce.number().int().min(1).max(65535).default(4444),
    EMBEDDED_CT_PROJECT_KEY: z.string().default('protools-local'),
    // Search: both set → Algolia (index prod.{locale}); else the embedded engine.
    ALGOLIA_APP_ID: z.string().optional(),
    ALGOLIA_SEARCH_KEY: z.string().optional(),
    // CMS: the same JSON files over HTTP; unset → the files in cms/.
    CMS_BASE_URL: z.string().url().optional(),
    // Cart channel: shared between instances through Redis when set; also on a second port (spec WEBSOCKET.port).
    REDIS_URL: z.string().url().optional(),
    CART_CHANNEL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // Shop workers (node:cluster); unset → one per core. 1 → a single process, as `npm run dev` always is.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    // Old-space ceiling of each shop worker in MB: without one V8 sizes it from the machine's memory and lets garbage
    // pile up to several times the live heap before collecting it.
    WORKER_HEAP_MB: z.coerce.number().int().min(192).max(16_384).default(512),
    // Resident-memory ceilings in MB: a process above its own for a while is replaced or restarted gracefully without
    // losing anything. Far above what each needs under load: the guard for a leak.
    WORKER_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(1024),
    BACKEND_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(1536),
    PRIMARY_MEMORY_MB: z.coerce.number().int().min(128).max(65_536).default(1024),
    // glibc malloc arenas of each shop worker and of the embedded backend: glibc's default (per core) leaves much memory
    // in half-empty arenas of V8's and libuv's threads.
    MALLOC_ARENA_MAX: z.coerce.number().int().min(1).max(64).default(2),
    // How long a worker keeps a page for visitors who would see the same on it; 0 turns it off.
    DOCUMENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    // Whether an answer came from that cache depends on other visitors: it is told (X-Cache) only to a request
    // carrying this key in X-Cache-Probe (the e2e suite, the bench). Unset: to nobody.
    DOCUMENT_CACHE_PROBE_KEY: z.string().min(32).optional(),
    COMMERCE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    // Calls in flight to the commerce backend / waiting for a slot; unset → per backend (commerce-config.ts).
    COMMERCE_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
    COMMERCE_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
    COMMERCE_MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
    // Multiplies every rate limit (app/lib/rate-limits.ts): load tests, the e2e suite. 1 in production.
    RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
    // Cookies carry `Secure` in production; `false` opts out for a plain-http run.
    SECURE_COOKIES: booleanFlag.optional(),
    // Card payments: Adyen when ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY are set; else the local
    // simulator under /__payments.
    ADYEN_API_KEY: z.string().min(1).optional(),
    ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
    ADYEN_HMAC_KEY: z.string().refine(isHmacKey, 'hex, as the Customer Area shows it').optional(),
    ADYEN_ENVIRONMENT: z.enum(['TEST', 'LIVE']).default('TEST'),
    ADYEN_LIVE_URL_PREFIX: z.string().regex(/^[A-Za-z0-9-]+$/).optional(),
    ADYEN_CLIENT_KEY: z.string().regex(/^(test|live)_[A-Za-z0-9]+$/).optional(),
    ADYEN_WEBHOOK_USERNAME: z.string().min(1).optional(),
    ADYEN_WEBHOOK_PASSWORD: z.string().min(1).optional(),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
    // How long a payment notification leaves the order to the shopper's own return before placing it.
    PAYMENT_RETURN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
    // The simulator's notifications go here; unset: this server's own endpoint.
    PAYMENT_SIMULATOR_NOTIFY_URL: z.string().url().optional(),
    // Payment types company buyers never get (spec §5 "a configured list"), comma-separated.
    PAYMENT_METHODS_EXCLUDED_FOR_COMPANIES: z.string().default('klarna,klarna_account,ratepay'),
    // The payment and VAT simulators are refused by `npm start` with a real commercetools project unless this is set:
    // test rigs and staging only, never production.
    ALLOW_LOCAL_SIMULATORS: booleanFlag.default('false'),
    // VAT ID check: unset URL → the local simulator of the federal service under /__vat.
    VAT_CHECK_URL: z.string().url().optional(),
    VAT_CHECK_PROTOCOL: z.enum(['xml', 'rest']).default('xml'),
    VAT_CHECK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(6000),
    // The seller's country: where the shop is registered for VAT. The reverse charge (NET prices) applies to companies
    // in the other EU member states; this country's store charges companies VAT.
    SELLER_COUNTRY: z.string().toUpperCase().refine((value): value is CountryCode => isCountryCode(value) && EU_COUNTRIES.includes(value), 'an EU country of the shop, e.g. DE').default(DEFAULT_SELLER.country),
    // The seller's identity (decision 120): one legal name, seat, VAT ID and register for the VAT rules, account
    // holders, legal pages, mails and structured data. Unset: the default (German) seller; another SELLER_COUNTRY needs all.
    SELLER_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
    SELLER_STREET: z.string().trim().min(2).max(200).optional(),
    SELLER_POSTAL_CODE: z.string().trim().min(2).max(20).optional(),
    SELLER_CITY: z.string().trim().min(2).max(100).optional(),
    SELLER_VAT_ID: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9+*]{2,13}$/, 'a VAT ID with its country prefix').optional(),
    SELLER_COMMERCIAL_REGISTER: z.string().trim().min(2).max(200).optional(),
    // The shop's own (German) VAT id sent with every check, and per-store overrides "SK=DE…,CZ=DE…".
    VAT_OWN_VAT_ID: z.string().refine(isGermanVatId, 'a German VAT id: DE and 9 digits').optional(),
    VAT_OWN_VAT_IDS: z.string().default(''),
    // VIES, which confirms the German VAT ids the federal service will not.
    VAT_VIES_URL: z.string().url().optional(),
    // Address validation: Google's Address Validation API, only with a key and for the countries listed.
    GOOGLE_ADDRESS_VALIDATION_KEY: z.string().min(1).optional(),
    ADDRESS_VALIDATION_COUNTRIES: z.string().default(''),
    ADDRESS_VALIDATION_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(3000),
    // Mail: SMTP_URL (smtp:// or smtps://) in production; unset → the embedded catcher on 127.0.0.1 with /__mail.
    SMTP_URL: z.string().url().refine((value) => /^smtps?:\/\//.test(value), 'smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().min(3).default('ProTools Direct <service@protools-direct.localhost>'),
    // Port of the embedded catcher (0: any free port).
    SMTP_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
    // Social sign-in (spec checkout-payments-support §6): a provider is offered when its id and secret are set.
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_AUTHORIZATION_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
    FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
    FACEBOOK_USERINFO_URL: z.string().url().default('https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name'),
    // My orders self-service (spec §7 "my orders link"): the portal's URL and the secret its tokens are signed
    // with; unset → the shop's own order list stands in (/__my-orders).
    MY_ORDERS_URL: z.string().url().optional(),
    MY_ORDERS_TOKEN_SECRET: z.string().min(32).optional(),
    // Tracking: events POSTed to {TRACKING_URL}/{event}; unset → the local event log (DATA_DIR/tracking, /__tracking).
    TRACKING_URL: z.string().url().optional(),
    TRACKING_API_KEY: z.string().min(1).optional(),
    TRACKING_TIMEOUT_MS: z.coerce.number().int().min(100).max(15_000).default(15_000),
    // Support requests: the customer-service system's web-to-case form; unset → the local case inbox
    // (DATA_DIR/support-cases, /__support). Custom field ids as "orderNumber=00N…,productNumber=00N…".
    SUPPORT_CASE_URL: z.string().url().optional(),
    SUPPORT_CASE_ORG_ID: z.string().min(1).optional(),
    SUPPORT_CASE_RECORD_TYPE: z.string().min(1).default('Webshop'),
    SUPPORT_CASE_FIELDS: z.string().default(''),
    // Pre-production: the system's debug mode, its report mailed here (spec §3 "debug email").
    SUPPORT_CASE_DEBUG_EMAIL: z.string().email().optional(),
    SUPPORT_CASE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
    // Recommendation engine: POST per section; keys per country "SK=…,CZ=…". Unset → computed here.
    RECOMMENDATION_URL: z.string().url().optional(),
    RECOMMENDATION_API_KEY: z.string().min(1).optional(),
    RECOMMENDATION_DOMAIN_IDS: z.string().default(''),
    // Behind our own proxy: Express's `trust proxy` as a hop count or the proxy's addresses, so X-Forwarded-Host,
    // -Proto and -For are believed from it. Unset: they are ignored. `true` is refused below (decision 134).
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value): false | number | string => (value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value)),
  })
  .superRefine((env, ctx) => {
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      if (Boolean(env[`${provider}_CLIENT_ID`]) !== Boolean(env[`${provider}_CLIENT_SECRET`])) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Set both ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET, or neither.` });
      }
    }
    if (env.MY_ORDERS_URL && !env.MY_ORDERS_TOKEN_SECRET) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'MY_ORDERS_URL needs MY_ORDERS_TOKEN_SECRET (the portal verifies the tokens with it).' });
    }
    const ctp = [env.CTP_PROJECT_KEY, env.CTP_CLIENT_ID, env.CTP_CLIENT_SECRET, env.CTP_API_URL, env.CTP_AUTH_URL];
    const given = ctp.filter(Boolean).length;
    if (given > 0 && given < ctp.length) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'Set all of CTP_PROJECT_KEY, CTP_CLIENT_ID, CTP_CLIENT_SECRET, CTP_API_URL, CTP_AUTH_URL, or none (embedded backend).',
      });
    }
    const adyen = [env.ADYEN_API_KEY, env.ADYEN_MERCHANT_ACCOUNT, env.ADYEN_HMAC_KEY];
    const adyenGiven = adyen.filter(Boolean).length;
    if (adyenGiven > 0 && adyenGiven < adyen.length) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'Set all of ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY, or none (local payment simulator).',
      });
    }
    if (env.ADYEN_API_KEY && env.ADYEN_ENVIRONMENT === 'LIVE' && !env.ADYEN_LIVE_URL_PREFIX) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'ADYEN_LIVE_URL_PREFIX is required with ADYEN_ENVIRONMENT=LIVE.' });
    }
    if (Boolean(env.ADYEN_WEBHOOK_USERNAME) !== Boolean(env.ADYEN_WEBHOOK_PASSWORD)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Set both ADYEN_WEBHOOK_USERNAME and ADYEN_WEBHOOK_PASSWORD, or neither.' });
    }
    if (env.SUPPORT_CASE_URL && !env.SUPPORT_CASE_ORG_ID) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'SUPPORT_CASE_URL needs SUPPORT_CASE_ORG_ID (the organisation id the web-to-case form expects).' });
    }
    try {
      parseCaseFieldNames(env.SUPPORT_CASE_FIELDS);
    } catch (error) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
    }
    if (env.RECOMMENDATION_URL && Object.keys(parseCountryMap(env.RECOMMENDATION_DOMAIN_IDS)).length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'RECOMMENDATION_URL needs RECOMMENDATION_DOMAIN_IDS ("SK=…,CZ=…": the engine\'s key per country).' });
    }
    const sellerPrefix = vatPrefix(env.SELLER_COUNTRY);
    const identity = ['SELLER_LEGAL_NAME', 'SELLER_STREET', 'SELLER_POSTAL_CODE', 'SELLER_CITY', 'SELLER_VAT_ID', 'SELLER_COMMERCIAL_REGISTER'] as const;
    const missing = identity.filter((name) => !env[name]);
    if (env.SELLER_COUNTRY !== DEFAULT_SELLER.country && missing.length > 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `SELLER_COUNTRY=${env.SELLER_COUNTRY} needs the seller's own identity: ${missing.join(', ')} (the defaults describe the German seller).` });
    }
    for (const ownVatId of [env.SELLER_VAT_ID, env.VAT_OWN_VAT_ID, ...Object.values(parseCountryMap(env.VAT_OWN_VAT_IDS))]) {
      if (ownVatId && !ownVatId.toUpperCase().startsWith(sellerPrefix)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `The shop's own VAT id ${ownVatId} is not of the seller's country SELLER_COUNTRY=${env.SELLER_COUNTRY}: set both to the country where the shop is registered for VAT.` });
      }
    }
    if (trustsEveryProxy(env.TRUST_PROXY)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['TRUST_PROXY'],
        message:
          'trusting every proxy lets any client name its own address in X-Forwarded-For (an attacker sends "127.0.0.1" and the proxy appends the real one). '
          + 'Name what cannot be spoofed: the number of proxies in front of the shop (TRUST_PROXY=1), or their addresses (TRUST_PROXY=loopback, TRUST_PROXY=10.0.0.5,10.0.0.6 or a CIDR range).',
      });
    }
    if (env.VAT_CHECK_URL && !env.VAT_OWN_VAT_ID && !env.VAT_OWN_VAT_IDS) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'VAT_CHECK_URL needs the shop\'s own German VAT id: VAT_OWN_VAT_ID (or VAT_OWN_VAT_IDS per store).' });
    }
  });

/** `true` (or a range covering every address) makes Express believe the leftmost X-Forwarded-For entry, which the client writes itself. */
function trustsEveryProxy(value: false | number | string): boolean {
  if (typeof value !== 'string') return false;
  return value.split(',').some((entry) => ['true', '0.0.0.0/0', '::/0'].includes(entry.trim().toLowerCase()));
}

export type ServerEnv = z.infer<typeof envSchema>;

/** The configured seller: the SELLER_* variables over the default seller; its VAT ID, else the own VAT ID. */
export function sellerOf(env: Pick<ServerEnv, 'SELLER_COUNTRY' | 'SELLER_LEGAL_NAME' | 'SELLER_STREET' | 'SELLER_POSTAL_CODE' | 'SELLER_CITY' | 'SELLER_VAT_ID' | 'SELLER_COMMERCIAL_REGISTER' | 'VAT_OWN_VAT_ID'>): Seller {
  return Object.freeze({
    legalName: env.SELLER_LEGAL_NAME ?? DEFAULT_SELLER.legalName,
    street: env.SELLER_STREET ?? DEFAULT_SELLER.street,
    postalCode: env.SELLER_POSTAL_CODE ?? DEFAULT_SELLER.postalCode,
    city: env.SELLER_CITY ?? DEFAULT_SELLER.city,
    country: env.SELLER_COUNTRY,
    vatId: env.SELLER_VAT_ID ?? env.VAT_OWN_VAT_ID ?? DEFAULT_SELLER.vatId,
    commercialRegister: env.SELLER_COMMERCIAL_REGISTER ?? DEFAULT_SELLER.commercialRegister,
  });
}

/** The whole environment as this process got it, for running the process again in its place (memory-ceiling.ts). */
export function inheritedEnvironment(): NodeJS.ProcessEnv {
  return process.env;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Secure cookies unless opted out; by default in production only (a dev server runs on plain http). */
export function usesSecureCookies(env: ServerEnv, isDev: boolean): boolean {
  return env.SECURE_COOKIES ?? (env.NODE_ENV === 'production' && !isDev);
}

export function usesEmbeddedBackend(env: ServerEnv): boolean {
  return !env.CTP_PROJECT_KEY;
}

/** Parses "SK=a,CZ=b" into a country → value map (unknown countries and empty values are skipped). */
export function parseCountryMap(value: string): Partial<Record<CountryCode, string>> {
  const map: Partial<Record<CountryCode, string>> = {};
  for (const pair of value.split(',')) {
    const [country, entry] = pair.split('=').map((part) => part.trim());
    const code = country?.toUpperCase();
    if (code && isCountryCode(code) && entry) map[code] = entry;
  }
  return map;
}

/** Libraries read NODE_ENV when they load, so the production build runs theirs; the one place the server writes
 * the environment. */
export function publishNodeEnv(env: ServerEnv): void {
  process.env.NODE_ENV = env.NODE_ENV;
}

export function parseStoreDomains(value: string): Partial<Record<CountryCode, string>> {
  return Object.fromEntries(Object.entries(parseCountryMap(value)).map(([country, domain]) => [country, domain.toLowerCase()]));
}
