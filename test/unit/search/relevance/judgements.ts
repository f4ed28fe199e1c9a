// The relevance test set: what professionals type in eight-plus store languages, and which products of the
// seed catalogue they expect on top. Grade 2 ("relevant") is what the query asks for; grade 1 ("partial")
// is acceptable further down (accessories of the tool asked for, a neighbouring kind). Everything else is 0.
// Products are described by their catalogue facts (kind, brand, model, SKU, platform voltage), not by
// position, so the set stays valid when the seed adds products.
import type { CountryCode } from '~/markets';
import type { LeafKey } from '../../../../server/commerce-backend/seed/data/catalog/category-tree';

export type Criteria = {
  leaves?: readonly LeafKey[];
  brand?: string;
  /** Model as written in the catalogue ('DS 18 Pro'); exact. */
  model?: string;
  skus?: readonly string[];
  voltage?: number;
  /** Battery-powered (has a platform voltage). */
  cordless?: boolean;
};

export type QueryKind = 'word' | 'plural' | 'typo' | 'compound' | 'synonym' | 'phrase' | 'brand' | 'model' | 'ean' | 'sku';

export type Judgement = {
  store: CountryCode;
  query: string;
  kind: QueryKind;
  /** Any of these (each an AND of its fields) is grade 2. */
  relevant: Criteria | readonly Criteria[];
  partial?: Criteria | readonly Criteria[];
};

const DRILLS: readonly LeafKey[] = ['cordless-drill-drivers', 'hammer-drills', 'bench-drills'];
const SAWS: readonly LeafKey[] = ['jigsaws', 'circular-saws', 'mitre-saws', 'chainsaws'];
const ANGLE_GRINDERS: readonly LeafKey[] = ['angle-grinders', 'cordless-angle-grinders'];
const PRESSURE_WASHERS: readonly LeafKey[] = ['cold-water-pressure-washers', 'hot-water-pressure-washers'];
const VACUUMS: readonly LeafKey[] = ['wet-dry-vacuums', 'industrial-vacuums'];
const MOWERS: readonly LeafKey[] = ['lawn-mowers', 'robotic-mowers'];
const SCREWDRIVERS: readonly LeafKey[] = ['cordless-drill-drivers', 'cordless-impact-drivers'];

const drills = { relevant: { leaves: DRILLS }, partial: { leaves: ['drill-bits', 'cordless-impact-drivers'] } } as const;
const saws = { relevant: { leaves: SAWS }, partial: { leaves: ['saw-blades'] } } as const;
const mowers = { relevant: { leaves: MOWERS }, partial: { leaves: ['grass-trimmers'] } } as const;

export const JUDGEMENTS: readonly Judgement[] = [
  // English (GB)
  { store: 'GB', query: 'drill', kind: 'word', ...drills },
  { store: 'GB', query: 'drills', kind: 'plural', ...drills },
  { store: 'GB', query: 'dril', kind: 'typo', ...drills },
  { store: 'GB', query: 'drils', kind: 'typo', ...drills },
  { store: 'GB', query: 'cordless drill', kind: 'phrase', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: ['hammer-drills', 'bench-drills', 'cordless-impact-drivers'] } },
  { store: 'GB', query: 'angle grinders', kind: 'plural', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'GB', query: 'grinder', kind: 'word', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'GB', query: 'circular saw blade', kind: 'phrase', relevant: { leaves: ['saw-blades'] }, partial: { leaves: ['circular-saws'] } },
  { store: 'GB', query: 'pressure washer', kind: 'phrase', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'GB', query: 'jig saw', kind: 'compound', relevant: { leaves: ['jigsaws'] }, partial: { leaves: SAWS } },
  { store: 'GB', query: 'mulitmeter', kind: 'typo', relevant: { leaves: ['multimeters'] } },
  { store: 'GB', query: '18v battery', kind: 'phrase', relevant: { leaves: ['batteries'], voltage: 18 }, partial: { leaves: ['batteries', 'chargers'] } },
  { store: 'GB', query: 'tatrik', kind: 'brand', relevant: { brand: 'Tatrik' } },
  { store: 'GB', query: 'tatrik drill', kind: 'brand', relevant: { brand: 'Tatrik', leaves: DRILLS }, partial: [{ leaves: DRILLS }, { brand: 'Tatrik', leaves: ['drill-bits'] }] },
  { store: 'GB', query: 'lawnmower', kind: 'compound', ...mowers },
  { store: 'GB', query: 'chain saw', kind: 'compound', relevant: { leaves: ['chainsaws'] } },
  { store: 'GB', query: 'impact wrench', kind: 'phrase', relevant: { leaves: ['air-impact-wrenches'] }, partial: { leaves: ['cordless-impact-drivers'] } },
  { store: 'GB', query: 'welder', kind: 'word', relevant: { leaves: ['inverter-welders'] }, partial: { leaves: ['welding-helmets'] } },
  { store: 'GB', query: 'sander', kind: 'word', relevant: { leaves: ['orbital-sanders'] }, partial: { leaves: ['sanding-discs'] } },
  { store: 'GB', query: 'hoover', kind: 'synonym', relevant: { leaves: VACUUMS } },
  { store: 'GB', query: 'strimmer', kind: 'synonym', relevant: { leaves: ['grass-trimmers'] } },
  { store: 'GB', query: 'stud finder', kind: 'synonym', relevant: { leaves: ['wall-scanners'] } },
  { store: 'GB', query: 'laser level', kind: 'synonym', relevant: { leaves: ['line-lasers'] }, partial: { leaves: ['laser-distance-meters'] } },
  { store: 'GB', query: 'norvik ds 18 pro', kind: 'model', relevant: { brand: 'Norvik', model: 'DS 18 Pro' }, partial: { model: 'DS 18 Pro' } },
  { store: 'GB', query: 'ds18', kind: 'model', relevant: { leaves: ['cordless-drill-drivers'], voltage: 18 } },
  { store: 'GB', query: '4000008473338', kind: 'ean', relevant: { skus: ['EX10000107'] } },
  { store: 'GB', query: 'EX10000024', kind: 'sku', relevant: { skus: ['EX10000024'] } },

  { store: 'GB', query: 'battery charger', kind: 'phrase', relevant: { leaves: ['chargers'] }, partial: { leaves: ['batteries'] } },
  { store: 'GB', query: 'sds hammer', kind: 'phrase', relevant: { leaves: ['hammer-drills'] } },
  { store: 'GB', query: 'cordless grass trimmer', kind: 'phrase', relevant: { leaves: ['grass-trimmers'], cordless: true }, partial: { leaves: ['grass-trimmers'] } },
  { store: 'GB', query: 'presure washer', kind: 'typo', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'GB', query: 'kraftwerk', kind: 'brand', relevant: { brand: 'Kraftwerk Pro' } },
  { store: 'GB', query: 'hexacraft 12v', kind: 'brand', relevant: { brand: 'Hexacraft', voltage: 12 }, partial: { brand: 'Hexacraft' } },

  // German (DE)
  { store: 'DE', query: 'bohrer set', kind: 'phrase', relevant: { leaves: ['drill-bits'] } },
  { store: 'DE', query: 'akku winkelschleifer 18v', kind: 'phrase', relevant: { leaves: ['cordless-angle-grinders'], voltage: 18 }, partial: { leaves: ANGLE_GRINDERS } },
  { store: 'DE', query: 'hochdruckreinger', kind: 'typo', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'DE', query: 'bohrmaschine', kind: 'compound', ...drills },
  { store: 'DE', query: 'akkuschrauber', kind: 'synonym', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: ['cordless-impact-drivers'] } },
  { store: 'DE', query: 'schlagbohrmaschine', kind: 'synonym', relevant: { leaves: ['hammer-drills'] }, partial: { leaves: DRILLS } },
  { store: 'DE', query: 'bohrschrauber', kind: 'compound', relevant: { leaves: ['cordless-drill-drivers'] } },
  { store: 'DE', query: 'winkelschleifer', kind: 'word', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'DE', query: 'winkelschleiffer', kind: 'typo', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'DE', query: 'flex', kind: 'synonym', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'DE', query: 'kreissäge', kind: 'compound', relevant: { leaves: ['circular-saws'] }, partial: { leaves: ['mitre-saws', 'saw-blades'] } },
  { store: 'DE', query: 'kreissaege', kind: 'compound', relevant: { leaves: ['circular-saws'] }, partial: { leaves: ['mitre-saws', 'saw-blades'] } },
  { store: 'DE', query: 'säge', kind: 'compound', ...saws },
  { store: 'DE', query: 'sägen', kind: 'plural', ...saws },
  { store: 'DE', query: 'hochdruckreiniger', kind: 'word', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'DE', query: 'dampfstrahler', kind: 'synonym', relevant: { leaves: ['hot-water-pressure-washers'] }, partial: { leaves: ['cold-water-pressure-washers'] } },
  { store: 'DE', query: 'akku 18v', kind: 'phrase', relevant: { leaves: ['batteries'], voltage: 18 }, partial: { leaves: ['batteries', 'chargers'] } },
  { store: 'DE', query: 'rasenmäher', kind: 'word', ...mowers },
  { store: 'DE', query: 'akku rasenmäher', kind: 'phrase', relevant: { leaves: ['lawn-mowers'], cordless: true }, partial: { leaves: MOWERS } },
  { store: 'DE', query: 'staubsauger', kind: 'compound', relevant: { leaves: VACUUMS } },
  { store: 'DE', query: 'schweissgerät', kind: 'compound', relevant: { leaves: ['inverter-welders'] }, partial: { leaves: ['welding-helmets'] } },
  { store: 'DE', query: 'kraftwerk pro', kind: 'brand', relevant: { brand: 'Kraftwerk Pro' } },
  { store: 'DE', query: 'laser entfernungsmesser', kind: 'compound', relevant: { leaves: ['laser-distance-meters'] }, partial: { leaves: ['line-lasers'] } },
  { store: 'DE', query: 'KS 210', kind: 'model', relevant: { leaves: ['circular-saws'], model: 'KS 210' } },

  // French (FR)
  { store: 'FR', query: 'perceuse', kind: 'word', relevant: { leaves: ['cordless-drill-drivers', 'bench-drills'] }, partial: { leaves: ['hammer-drills', 'drill-bits'] } },
  { store: 'FR', query: 'perceuses', kind: 'plural', relevant: { leaves: ['cordless-drill-drivers', 'bench-drills'] }, partial: { leaves: ['hammer-drills', 'drill-bits'] } },
  { store: 'FR', query: 'visseuse', kind: 'word', relevant: { leaves: SCREWDRIVERS } },
  { store: 'FR', query: 'meuleuse', kind: 'word', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'FR', query: 'scie circulaire', kind: 'phrase', relevant: { leaves: ['circular-saws'] }, partial: { leaves: ['saw-blades', 'mitre-saws'] } },
  { store: 'FR', query: 'karcher', kind: 'synonym', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'FR', query: 'tondeuse', kind: 'word', ...mowers },
  { store: 'FR', query: 'ponceuse', kind: 'word', relevant: { leaves: ['orbital-sanders'] }, partial: { leaves: ['sanding-discs'] } },
  { store: 'FR', query: 'perceuse sans fil', kind: 'phrase', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: DRILLS } },
  { store: 'FR', query: 'laser', kind: 'word', relevant: { leaves: ['line-lasers', 'laser-distance-meters'] } },
  { store: 'FR', query: 'aspirateur chantier', kind: 'synonym', relevant: { leaves: VACUUMS } },

  // Czech (CZ)
  { store: 'CZ', query: 'vrtačka', kind: 'word', ...drills },
  { store: 'CZ', query: 'vrtacky', kind: 'plural', ...drills },
  { store: 'CZ', query: 'aku šroubovák', kind: 'phrase', relevant: { leaves: SCREWDRIVERS } },
  { store: 'CZ', query: 'úhlová bruska', kind: 'phrase', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'CZ', query: 'pila', kind: 'word', ...saws },
  { store: 'CZ', query: 'sekačky', kind: 'plural', ...mowers },
  { store: 'CZ', query: 'aku vrtačka', kind: 'phrase', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: DRILLS } },
  { store: 'CZ', query: 'vapka', kind: 'synonym', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'CZ', query: 'flexa', kind: 'synonym', relevant: { leaves: ANGLE_GRINDERS } },

  // Slovak (SK)
  { store: 'SK', query: 'vŕtačka', kind: 'word', ...drills },
  { store: 'SK', query: 'vrtacka', kind: 'word', ...drills },
  { store: 'SK', query: 'píly', kind: 'plural', ...saws },
  { store: 'SK', query: 'kosačka', kind: 'word', ...mowers },
  { store: 'SK', query: 'zváračka', kind: 'word', relevant: { leaves: ['inverter-welders'] }, partial: { leaves: ['welding-helmets'] } },
  { store: 'SK', query: 'akumulátor 18v', kind: 'phrase', relevant: { leaves: ['batteries'], voltage: 18 }, partial: { leaves: ['batteries', 'chargers'] } },

  // Polish (PL)
  { store: 'PL', query: 'wiertarka', kind: 'word', ...drills },
  { store: 'PL', query: 'wkrętarka', kind: 'word', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: ['cordless-impact-drivers'] } },
  { store: 'PL', query: 'wkretarka', kind: 'word', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: ['cordless-impact-drivers'] } },
  { store: 'PL', query: 'szlifierki kątowe', kind: 'plural', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'PL', query: 'piła', kind: 'synonym', ...saws },
  { store: 'PL', query: 'kosiarka', kind: 'word', ...mowers },
  { store: 'PL', query: 'myjka', kind: 'word', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'PL', query: 'spawarka', kind: 'word', relevant: { leaves: ['inverter-welders'] }, partial: { leaves: ['welding-helmets'] } },

  // Dutch (NL)
  { store: 'NL', query: 'boormachine', kind: 'compound', ...drills },
  { store: 'NL', query: 'accuschroefmachine', kind: 'compound', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: ['cordless-impact-drivers'] } },
  { store: 'NL', query: 'accu boormachine', kind: 'phrase', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: DRILLS } },
  { store: 'NL', query: 'slijptol', kind: 'synonym', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'NL', query: 'cirkelzaag', kind: 'compound', relevant: { leaves: ['circular-saws'] }, partial: { leaves: ['saw-blades'] } },
  { store: 'NL', query: 'grasmaaier', kind: 'compound', ...mowers },
  { store: 'NL', query: 'stofzuiger', kind: 'compound', relevant: { leaves: VACUUMS } },

  // Swedish (SE)
  { store: 'SE', query: 'borrmaskin', kind: 'compound', ...drills },
  { store: 'SE', query: 'skruvdragare', kind: 'compound', relevant: { leaves: SCREWDRIVERS } },
  { store: 'SE', query: 'vinkelslipar', kind: 'plural', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'SE', query: 'högtryckstvätt', kind: 'synonym', relevant: { leaves: PRESSURE_WASHERS } },
  { store: 'SE', query: 'gräsklippare', kind: 'compound', ...mowers },
  { store: 'SE', query: 'borrhammare', kind: 'word', relevant: { leaves: ['hammer-drills'] } },
  { store: 'SE', query: 'dammsugare', kind: 'compound', relevant: { leaves: VACUUMS } },

  // Italian (IT), Spanish (ES), Hungarian (HU)
  { store: 'IT', query: 'trapano', kind: 'word', relevant: { leaves: ['cordless-drill-drivers', 'bench-drills'] }, partial: { leaves: ['hammer-drills', 'drill-bits'] } },
  { store: 'IT', query: 'trapano batteria', kind: 'phrase', relevant: { leaves: ['cordless-drill-drivers'] }, partial: { leaves: DRILLS } },
  { store: 'IT', query: 'smerigliatrice', kind: 'word', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'ES', query: 'taladro', kind: 'word', relevant: { leaves: ['cordless-drill-drivers', 'bench-drills'] }, partial: { leaves: ['hammer-drills', 'drill-bits'] } },
  { store: 'ES', query: 'amoladoras', kind: 'plural', relevant: { leaves: ANGLE_GRINDERS } },
  { store: 'HU', query: 'fúrógép', kind: 'compound', ...drills },
  { store: 'HU', query: 'sarokcsiszoló', kind: 'word', relevant: { leaves: ANGLE_GRINDERS } },
];
