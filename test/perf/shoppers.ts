/**
 * A guest shopper per store with checkout, for `npm run bench:2g`: a real-looking billing address that passes the
 * store's address rules (postal code pattern, a digit in the street number; app/markets/rules/postal-codes.ts),
 * and the payment that needs no script and no provider page: bank transfer where the store offers it, else cash on
 * delivery (both are offered for one parcel item well below every store's cash-on-delivery maximum).
 */
import { CHECKOUT_DISABLED_COUNTRIES, getMarket, type CountryCode } from '../../app/markets';
import type { TestAddress } from '../e2e/checkout-helpers';
import { buildSeedData } from '../../server/commerce-backend/seed/data/index';
import { request, type BenchServer } from './load-server';

const at = (firstName: string, lastName: string, streetName: string, streetNumber: string, postalCode: string, city: string): TestAddress => ({
  firstName, lastName, streetName, streetNumber, postalCode, city,
});

/** Checkout is off in IE, SI, LT, GR, BG and RO: those stores have no entry. */
const ADDRESSES: Partial<Record<CountryCode, TestAddress>> = {
  AT: at('Lena', 'Prüfer', 'Mariahilfer Straße', '12', '1060', 'Wien'),
  BE: at('Sanne', 'Peeters', 'Nieuwstraat', '12', '1000', 'Brussel'),
  CH: at('Lea', 'Meier', 'Bahnhofstrasse', '12', '8001', 'Zürich'),
  CZ: at('Tereza', 'Testová', 'Vinohradská', '48', '120 00', 'Praha'),
  DE: at('Lena', 'Prüfer', 'Torstraße', '101', '10119', 'Berlin'),
  DK: at('Freja', 'Nielsen', 'Amagertorv', '12', '1160', 'København'),
  ES: at('Lucía', 'García', 'Calle Mayor', '12', '28013', 'Madrid'),
  FI: at('Aino', 'Virtanen', 'Mannerheimintie', '12', '00100', 'Helsinki'),
  FR: at('Léa', 'Dubois', 'Rue de Rivoli', '12', '75001', 'Paris'),
  GB: at('Robin', 'Tester', 'Baker Street', '221B', 'NW1 6XE', 'London'),
  HR: at('Ana', 'Horvat', 'Ilica', '12', '10000', 'Zagreb'),
  HU: at('Anna', 'Nagy', 'Váci utca', '12', '1052', 'Budapest'),
  IT: at('Giulia', 'Rossi', 'Via del Corso', '12', '00186', 'Roma'),
  NL: at('Sanne', 'de Vries', 'Damrak', '12', '1012 LG', 'Amsterdam'),
  NO: at('Nora', 'Hansen', 'Karl Johans gate', '12', '0154', 'Oslo'),
  PL: at('Anna', 'Kowalska', 'Marszałkowska', '12', '00-026', 'Warszawa'),
  PT: at('Ana', 'Silva', 'Rua Augusta', '12', '1100-048', 'Lisboa'),
  SE: at('Elsa', 'Andersson', 'Drottninggatan', '12', '111 51', 'Stockholm'),
  SK: at('Jana', 'Testerová', 'Obchodná', '12', '811 06', 'Bratislava'),
};

export interface Shopper {
  country: CountryCode;
  language: string;
  address: TestAddress;
  /** The payment method's id, as the payment page names its radio (`checkout:methods.{id}`). */
  payment: 'bank-transfer' | 'cash-on-delivery';
}

/** The shopper of a store with checkout; fails for a catalogue-only store or one without an address here. */
export function shopperOf(store: string): Shopper {
  const country = store.toUpperCase() as CountryCode;
  const market = getMarket(country);
  if (CHECKOUT_DISABLED_COUNTRIES.includes(country)) throw new Error(`${country} has no checkout (catalogue-only store)`);
  const address = ADDRESSES[country];
  if (!address) throw new Error(`no test address for ${country} in test/perf/shoppers.ts`);
  return { country, language: market.defaultLanguage, address, payment: market.rules.bankTransferEnabled ? 'bank-transfer' : 'cash-on-delivery' };
}

/** Every store with checkout, in the markets' order. */
export const CHECKOUT_STORES = Object.keys(ADDRESSES).map((country) => country.toLowerCase());

/** Units a product needs on stock to be bought by the checkout scenario: many runs of many orders each. */
const CHECKOUT_STOCK = 500;

/**
 * The product pages the checkout scenario buys from: products of the store's country that ship as a parcel, with
 * the most stock in the seed (so repeated runs on one data folder do not sell them out), at their canonical path.
 */
export async function checkoutProducts(server: BenchServer, host: string, store: string, count = 24): Promise<string[]> {
  const seed = buildSeedData();
  const country = store.toUpperCase();
  const stock = new Map(seed.stock.map((level) => [level.sku, level.quantity]));
  const products = seed.catalog
    .filter((item) => item.variantKind === 'normal' && item.markets.includes(country as CountryCode) && item.eligibleForSelling && !item.freight)
    .filter((item) => (stock.get(item.sku) ?? 0) >= CHECKOUT_STOCK)
    .slice(0, count);
  const paths: string[] = [];
  for (const item of products) {
    const short = await request(server.port, host, `/p-${item.digits}/`);
    if (short.status === 301 && short.headers.location) paths.push(new URL(short.headers.location, `http://${host}`).pathname);
  }
  if (paths.length === 0) throw new Error(`no product of ${country} with ${CHECKOUT_STOCK} units on stock`);
  return paths;
}
