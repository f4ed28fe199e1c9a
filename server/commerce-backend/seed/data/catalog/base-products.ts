import { COUNTRY_CODES } from '~/markets';
import type { HighlightKey } from '../i18n/highlights';
import { shelfPrice } from '../money';
import { createRng, type Rng } from '../prng';
import { BRANDS, TIER_PRICE_FACTOR, type Brand } from './brands';
import { categoryNode, type CategoryKey } from './category-tree';
import { KINDS, type KindDef } from './kinds';
import type { CatalogProduct, SpecValue } from './types';

const MODEL_SUFFIXES = ['', ' Plus', ' Pro', ' Compact', ' Max', ' XL', '-2', '-3', ' Eco', ' HD', ' S', ' X'];
const SERIES = ['Professional', 'Expert', 'Heavy Duty', 'Industrial', 'Classic', 'Performance'];
const SALE_CUTS = [0.1, 0.15, 0.2, 0.25, 0.3];
/** Heaviest packed weight a parcel carrier accepts; heavier items ship as freight. */
export const PARCEL_WEIGHT_LIMIT_KG = 31.5;

/** GTIN-13 with a valid check digit, unique per serial (7919 is coprime to 10^10). */
export function eanFor(serial: number): string {
  const body = `40${String((serial * 7919) % 10_000_000_000).padStart(10, '0')}`;
  const sum = [...body].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function brandPool(kind: KindDef): Brand[] {
  const department = categoryNode(kind.leaf).department;
  if (kind.platformAccessory) return BRANDS.filter((brand) => brand.platforms.length > 0);
  if (kind.power === 'cordless') return BRANDS.filter((brand) => brand.platforms.length > 0 && brand.departments.includes('power'));
  return BRANDS.filter((brand) => brand.departments.includes(department));
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

function physical(kind: KindDef, fraction: number, rng: Rng) {
  const [min, max] = kind.weight;
  const netWeight = round((min + (max - min) * fraction) * rng.float(0.92, 1.08), 2);
  const scale = Math.cbrt(netWeight / ((min + max) / 2));
  const netSize = kind.size.map((cm) => round(Math.max(1, cm * scale), 1)) as unknown as [number, number, number];
  const grossSize = netSize.map((cm) => round(cm + 4, 1)) as unknown as [number, number, number];
  const grossWeight = round(netWeight * 1.1 + 0.3, 2);
  return { netWeight, grossWeight, netSize, grossSize, freight: grossWeight > PARCEL_WEIGHT_LIMIT_KG };
}

function extraCategories(kind: KindDef, battery: boolean, highlights: readonly HighlightKey[]): CategoryKey[] {
  const extra: CategoryKey[] = [];
  if (kind.industry) extra.push(kind.industry);
  if (battery && highlights.includes('brushless') && kind.power === 'cordless') extra.push('brushless-tools');
  if (battery && categoryNode(kind.leaf).department === 'garden') extra.push('cordless-garden');
  return extra;
}

interface Draftable {
  kind: KindDef;
  index: number;
  serial: number;
  brand: Brand;
  /** How many products of this brand the kind already has: alternates battery platforms. */
  brandOccurrence: number;
  usedModels: Map<string, number>;
}

/** One normal product ('EX10…') of a kind; all randomness comes from the SKU's own generator. */
function buildProduct({ kind, index, serial, brand, brandOccurrence, usedModels }: Draftable): CatalogProduct {
  const digits = `10${String(serial).padStart(6, '0')}`;
  const sku = `EX${digits}`;
  const rng = createRng(`product:${sku}`);
  const [main, ...rest] = kind.specs;
  // Spread the main value over the kind's range so every kind has entry and top models.
  const mainIndex = Math.min(main.values.length - 1, Math.floor(((index + rng.next()) / kind.count) * main.values.length));
  const fraction = (mainIndex + rng.next()) / main.values.length;
  const battery = kind.power === 'cordless' || (kind.power === 'battery-capable' && brand.platforms.length > 0)
    || (kind.platformAccessory === true && kind.leaf === 'batteries');
  const voltage = battery ? brand.platforms[brandOccurrence % brand.platforms.length] : undefined;
  const batteryIncluded = kind.power !== undefined && battery ? rng.chance(0.55) : undefined;

  const specs: SpecValue[] = [];
  if (voltage !== undefined) specs.push({ label: 'voltage', value: voltage, unit: 'V' });
  if (kind.leaf === 'chargers') specs.push({ label: 'voltage', value: brand.platforms.join('/'), unit: 'V' });
  specs.push({ label: main.label, value: main.values[mainIndex], unit: main.unit, prefix: main.prefix });
  for (const other of rest) specs.push({ label: other.label, value: rng.pick(other.values), unit: other.unit, prefix: other.prefix });
  if (batteryIncluded !== undefined) {
    specs.push({ label: 'batteryIncluded', value: batteryIncluded, unit: '' });
    if (batteryIncluded) specs.push({ label: 'batteryCapacity', value: rng.pick([2, 4, 5]), unit: 'Ah' });
  }
  const phys = physical(kind, fraction, rng);
  specs.push({ label: 'weight', value: phys.netWeight, unit: 'kg' });

  const highlightPool = battery && kind.power ? [...kind.highlights, 'batterySystem' as const] : kind.highlights;
  const highlights = rng.sample(highlightPool, Math.min(4, Math.max(2, highlightPool.length - 1)));

  const mainValue = main.values[mainIndex];
  const numericToken = typeof mainValue === 'number' ? Math.round(mainValue < 10 ? mainValue * 10 : mainValue) : mainIndex + 1;
  // Batteries are named by platform and capacity ('AP 18-5.0'); other battery tools by platform.
  const token = kind.leaf === 'batteries' ? `${voltage}-${Number(mainValue).toFixed(1)}` : voltage ?? numericToken;
  const modelKey = `${brand.key}|${kind.code}${token}`;
  const occurrence = usedModels.get(modelKey) ?? 0;
  usedModels.set(modelKey, occurrence + 1);
  const model = `${kind.code} ${token}${MODEL_SUFFIXES[occurrence % MODEL_SUFFIXES.length]}${occurrence >= MODEL_SUFFIXES.length ? ` ${occurrence}` : ''}`;

  const [min, max] = kind.price;
  const kit = batteryIncluded ? 1.35 : 1;
  const priceEur = shelfPrice((min + (max - min) * fraction) * TIER_PRICE_FACTOR[brand.tier] * kit);
  const onSale = rng.chance(0.15);
  const salePriceEur = onSale ? shelfPrice(priceEur * (1 - rng.pick(SALE_CUTS))) : undefined;
  const releaseDaysAgo = rng.chance(0.09) ? rng.int(3, 75) : rng.int(90, 1400);

  return {
    sku, digits, variantKind: 'normal', kind, brand, model,
    family: `${brand.name} ${SERIES[(brand.key.length + kind.code.length) % SERIES.length]}`,
    leaf: kind.leaf,
    categories: [kind.leaf, ...extraCategories(kind, battery, highlights)],
    specs, highlights, voltage,
    priceEur, salePriceEur: salePriceEur !== undefined && salePriceEur < priceEur ? salePriceEur : undefined,
    inActiveCampaign: onSale && rng.chance(0.5),
    markets: kind.markets ?? COUNTRY_CODES,
    ...phys,
    releaseDaysAgo,
    eligibleForSelling: rng.chance(0.97),
    ean: eanFor(serial),
    imageCount: rng.int(2, 4),
    images360: rng.chance(0.2) ? rng.pick([24, 36]) : 0,
    energyClass: kind.energyLabel ? rng.pick(['C', 'D', 'D', 'E', 'E', 'F']) : undefined,
    relations: { parentProductsForAccessory: [], relatedAccessories: [], referencedResourceSet: [] },
    tags: [],
  };
}

/** All normal products, kind by kind in tree order, with serial numbers from 1. */
export function buildBaseProducts(): CatalogProduct[] {
  const products: CatalogProduct[] = [];
  let serial = 0;
  for (const kind of KINDS) {
    const pool = createRng(`brands:${kind.leaf}`).sample(brandPool(kind), Number.MAX_SAFE_INTEGER);
    if (pool.length === 0) throw new Error(`No brand makes ${kind.leaf}`);
    const usedModels = new Map<string, number>();
    for (let index = 0; index < kind.count; index++) {
      serial += 1;
      const brand = pool[index % pool.length];
      const brandOccurrence = Math.floor(index / pool.length);
      products.push(buildProduct({ kind, index, serial, brand, brandOccurrence, usedModels }));
    }
  }
  return products;
}
