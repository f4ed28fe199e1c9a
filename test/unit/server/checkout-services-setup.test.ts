import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readEnv as readProcessEnv, sellerOf } from '../../../server/env';
import { DEFAULT_SELLER } from '~/markets';
import { loopbackUrl, PaymentConfigurationError, setUpPayments } from '../../../server/payments/setup';
import { setUpVatCheck, VatConfigurationError } from '../../../server/vat/setup';
import { tempDir } from '../../integration/payments/harness';

const logger = pino({ level: 'silent' });
const HMAC = 'AB'.repeat(32);
const readEnv = (vars: Record<string, string>) => readProcessEnv(vars as NodeJS.ProcessEnv);
const AUSTRIAN_SELLER = {
  SELLER_LEGAL_NAME: 'ProTools Direct GmbH', SELLER_STREET: 'Mariahilfer Straße 1', SELLER_POSTAL_CODE: '1060', SELLER_CITY: 'Wien',
  SELLER_VAT_ID: 'ATU12345678', SELLER_COMMERCIAL_REGISTER: 'Handelsgericht Wien, FN 123456a',
};

describe('payment configuration', () => {
  it('wants all three Adyen keys or none, and the live prefix in LIVE', () => {
    expect(() => readEnv({ ADYEN_API_KEY: 'key' })).toThrow(/ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY/);
    expect(() => readEnv({ ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'M', ADYEN_HMAC_KEY: 'not-hex' })).toThrow(/ADYEN_HMAC_KEY/);
    expect(() => readEnv({ ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'M', ADYEN_HMAC_KEY: HMAC, ADYEN_ENVIRONMENT: 'LIVE' })).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    expect(() => readEnv({ ADYEN_WEBHOOK_USERNAME: 'u' })).toThrow(/ADYEN_WEBHOOK_PASSWORD/);
    expect(readEnv({}).PAYMENT_METHODS_EXCLUDED_FOR_COMPANIES).toBe('klarna,klarna_account,ratepay');
  });

  it('runs the simulator with zero configuration and refuses it in production with real services', async () => {
    const dataDir = tempDir('payments-setup');
    const local = setUpPayments(readEnv({ PORT: '3999' }), { simulatorsAllowed: true, dataDir, logger });
    try {
      expect(local.provider).toMatchObject({ name: 'simulator', live: false, redirectOrigins: [] });
      expect(local.notificationCheck).toEqual({ hmacKey: local.simulator!.secrets.hmacKey, live: false, merchantAccount: local.provider.merchantAccount });
      expect(local.companyExcludedMethods).toEqual(['klarna', 'klarna_account', 'ratepay']);
    } finally {
      await local.close();
    }
    // The keys survive a restart, so notifications signed before it still verify.
    const again = setUpPayments(readEnv({ PORT: '3999' }), { simulatorsAllowed: true, dataDir, logger });
    expect(again.simulator!.secrets).toEqual(local.simulator!.secrets);
    await again.close();
    expect(() => setUpPayments(readEnv({}), { simulatorsAllowed: false, dataDir, logger })).toThrow(PaymentConfigurationError);
  });

  it('uses Adyen when its keys are set, in any environment', async () => {
    const env = readEnv({ ADYEN_API_KEY: 'AQE-key', ADYEN_MERCHANT_ACCOUNT: 'ProToolsECOM', ADYEN_HMAC_KEY: HMAC, ADYEN_ENVIRONMENT: 'LIVE', ADYEN_LIVE_URL_PREFIX: 'abc-ProTools', ADYEN_WEBHOOK_USERNAME: 'u', ADYEN_WEBHOOK_PASSWORD: 'p' });
    const payments = setUpPayments(env, { simulatorsAllowed: false, dataDir: tempDir('payments-adyen'), logger });
    expect(payments.provider).toMatchObject({ name: 'adyen', live: true, merchantAccount: 'ProToolsECOM' });
    expect(payments.simulator).toBeUndefined();
    expect(payments.notificationCheck).toEqual({ hmacKey: HMAC, live: true, merchantAccount: 'ProToolsECOM' });
    expect(payments.notificationAuth).toEqual({ username: 'u', password: 'p' });
    await payments.close();
  });

  it('reaches its own server on loopback', () => {
    expect(loopbackUrl('0.0.0.0', 3240)).toBe('http://127.0.0.1:3240');
    expect(loopbackUrl('::1', 3240)).toBe('http://[::1]:3240');
  });
});

describe('VAT check configuration', () => {
  it('uses the simulator locally, the configured service otherwise, and refuses the simulator in production', () => {
    const local = setUpVatCheck(readEnv({}), { simulatorsAllowed: true, selfUrl: 'http://127.0.0.1:3240' });
    expect(local.simulator).toBeDefined();
    const configured = setUpVatCheck(readEnv({ VAT_CHECK_URL: 'https://api.evatr.vies.bzst.de/app/v1/abfrage', VAT_CHECK_PROTOCOL: 'rest', VAT_OWN_VAT_ID: 'DE123456789' }), { simulatorsAllowed: false, selfUrl: '' });
    expect(configured.simulator).toBeUndefined();
    expect(() => setUpVatCheck(readEnv({}), { simulatorsAllowed: false, selfUrl: '' })).toThrow(VatConfigurationError);
    expect(() => readEnv({ VAT_CHECK_URL: 'https://example.test/evatrRPC' })).toThrow(/VAT_OWN_VAT_ID/);
    expect(() => readEnv({ VAT_OWN_VAT_ID: 'SK2121345678' })).toThrow(/VAT_OWN_VAT_ID/);
  });

  it('knows the seller\'s country (decision 085): DE by default, an EU country, the country of the own VAT ids', () => {
    expect(readEnv({}).SELLER_COUNTRY).toBe('DE');
    expect(readEnv({ SELLER_COUNTRY: 'at', ...AUSTRIAN_SELLER }).SELLER_COUNTRY).toBe('AT');
    expect(() => readEnv({ SELLER_COUNTRY: 'CH' })).toThrow(/SELLER_COUNTRY/);
    expect(() => readEnv({ SELLER_COUNTRY: 'AT', ...AUSTRIAN_SELLER, VAT_OWN_VAT_ID: 'DE123456789' })).toThrow(/SELLER_COUNTRY=AT/);
    expect(() => readEnv({ VAT_OWN_VAT_IDS: 'SK=DE123456789,CZ=DE987654321' })).not.toThrow();
  });

  it('has one seller identity (decision 120): the German default, or all of the seller\'s own for another country', () => {
    expect(sellerOf(readEnv({}))).toEqual(DEFAULT_SELLER);
    expect(sellerOf(readEnv({ VAT_OWN_VAT_ID: 'DE987654321' })).vatId).toBe('DE987654321');
    // Another country with the German seller's name and seat would tell shoppers an untruth: refused.
    expect(() => readEnv({ SELLER_COUNTRY: 'AT' })).toThrow(/SELLER_LEGAL_NAME, SELLER_STREET, SELLER_POSTAL_CODE, SELLER_CITY, SELLER_VAT_ID, SELLER_COMMERCIAL_REGISTER/);
    expect(() => readEnv({ SELLER_COUNTRY: 'AT', ...AUSTRIAN_SELLER, SELLER_VAT_ID: 'DE123456789' })).toThrow(/SELLER_COUNTRY=AT/);
    expect(sellerOf(readEnv({ SELLER_COUNTRY: 'AT', ...AUSTRIAN_SELLER }))).toEqual({
      legalName: 'ProTools Direct GmbH', street: 'Mariahilfer Straße 1', postalCode: '1060', city: 'Wien', country: 'AT',
      vatId: 'ATU12345678', commercialRegister: 'Handelsgericht Wien, FN 123456a',
    });
  });
});
