import type { Department } from '../i18n/catalog-texts';

export type BrandTier = 'premium' | 'pro' | 'value';

export interface Brand {
  readonly key: string;
  readonly name: string;
  readonly tier: BrandTier;
  readonly departments: readonly Department[];
  /** Battery platform voltages; brands with one make cordless tools, batteries and chargers. */
  readonly platforms: readonly number[];
  /** The colour its tools are painted in (the seed's product pictures). */
  readonly colour: string;
}

const COLOURS: Readonly<Record<string, string>> = {
  'Kraftwerk Pro': '#0f5fa8',
  'Norvik': '#00877a',
  'Tatrik': '#f2a900',
  'Brennhardt': '#c1272d',
  'Vulkor': '#e05a00',
  'Ferrox': '#5f6b76',
  'Baltforge': '#1b3a6b',
  'Alpenstahl': '#2e7d32',
  'Iberrosa': '#d81b60',
  'Danubix': '#e6b800',
  'Hexacraft': '#7b1fa2',
  'Torvaldt': '#ff7a00',
  'Helvetix': '#d50000',
  'Karpatek': '#558b2f',
  'Aurelio Utensili': '#0097a7',
  'Nordlyse': '#ffb300',
  'Rapidor': '#e53935',
  'Fjordmark': '#1e88e5',
  'Castelbrand': '#6d4c41',
  'Spartek': '#f9a825',
  'Lindqvist Tools': '#455a64',
  'Moravec': '#43a047',
  'Zeltwerk': '#00acc1',
  'Orkan Pro': '#ffd600',
  'Silvanus': '#689f38',
  'Kovanik': '#8d6e63',
  'Metrilux': '#c62828',
  'Aquaklar': '#0288d1',
  'Weldmark': '#ef6c00',
  'Luxora': '#ab47bc',
};

export const brandKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const brand = (name: string, tier: BrandTier, departments: readonly Department[], platforms: readonly number[] = []): Brand => ({
  key: brandKey(name), name, tier, departments, platforms, colour: COLOURS[name] ?? '#5f6b76',
});

/** Invented brand names (no real trademarks), each with the departments it makes products for. */
export const BRANDS: readonly Brand[] = [
  brand('Kraftwerk Pro', 'premium', ['power', 'workshop', 'garden', 'accessories'], [18, 36]),
  brand('Norvik', 'pro', ['power', 'garden', 'accessories'], [18]),
  brand('Tatrik', 'value', ['power', 'workshop', 'accessories'], [18]),
  brand('Brennhardt', 'premium', ['workshop', 'power']),
  brand('Vulkor', 'pro', ['workshop']),
  brand('Ferrox', 'value', ['power', 'workshop', 'accessories']),
  brand('Baltforge', 'pro', ['power', 'workshop']),
  brand('Alpenstahl', 'premium', ['power', 'garden', 'accessories'], [36]),
  brand('Iberrosa', 'value', ['garden', 'cleaning']),
  brand('Danubix', 'pro', ['cleaning', 'workshop']),
  brand('Hexacraft', 'pro', ['power', 'measuring', 'accessories'], [12, 18]),
  brand('Torvaldt', 'premium', ['garden', 'accessories'], [36]),
  brand('Helvetix', 'premium', ['measuring']),
  brand('Karpatek', 'value', ['garden', 'power']),
  brand('Aurelio Utensili', 'pro', ['power', 'accessories']),
  brand('Nordlyse', 'pro', ['workshop', 'measuring']),
  brand('Rapidor', 'value', ['power', 'accessories'], [18]),
  brand('Fjordmark', 'pro', ['garden', 'cleaning']),
  brand('Castelbrand', 'pro', ['workshop', 'cleaning']),
  brand('Spartek', 'value', ['workshop', 'measuring']),
  brand('Lindqvist Tools', 'premium', ['power', 'accessories']),
  brand('Moravec', 'pro', ['power', 'workshop', 'garden']),
  brand('Zeltwerk', 'pro', ['accessories', 'power']),
  brand('Orkan Pro', 'premium', ['cleaning']),
  brand('Silvanus', 'pro', ['garden']),
  brand('Kovanik', 'value', ['workshop', 'power', 'accessories']),
  brand('Metrilux', 'premium', ['measuring']),
  brand('Aquaklar', 'pro', ['cleaning']),
  brand('Weldmark', 'pro', ['workshop']),
  brand('Luxora', 'value', ['workshop', 'measuring']),
];

/** Price multiplier per tier, applied to a kind's base price range. */
export const TIER_PRICE_FACTOR: Readonly<Record<BrandTier, number>> = { premium: 1.25, pro: 1, value: 0.75 };

/** Brands the damage-protection guarantee does not cover (budget tier). */
export const BUDGET_BRANDS: readonly string[] = BRANDS.filter((b) => b.tier === 'value').map((b) => b.name);
