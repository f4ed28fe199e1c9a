import type { CountryCode } from '~/markets';
import type { HighlightKey } from '../i18n/highlights';
import type { TechLabel } from '../i18n/tech-labels';
import type { LeafKey } from './category-tree';

/** One technical detail: a label and the values a product of the kind can have. */
export interface SpecDef {
  readonly label: TechLabel;
  readonly unit: string;
  readonly values: readonly (number | string)[];
  /** Printed before the value ('± '). */
  readonly prefix?: string;
}

/** What products of one leaf category look like. Prices are EUR for a 'pro'-tier brand. */
export interface KindDef {
  readonly leaf: LeafKey;
  readonly accessory: boolean;
  readonly count: number;
  /** Letters of the model names ('DS' → 'DS 18-2'). */
  readonly code: string;
  readonly price: readonly [min: number, max: number];
  /** Net weight range in kg; above 31.5 kg packed, an item ships as freight. */
  readonly weight: readonly [min: number, max: number];
  /** Length, width, height in cm of a mid-weight model; scaled with weight. */
  readonly size: readonly [number, number, number];
  /** The first spec drives price and model number. */
  readonly specs: readonly SpecDef[];
  readonly highlights: readonly HighlightKey[];
  /** 'cordless': always battery-powered; 'battery-capable': battery-powered when the brand has a platform. */
  readonly power?: 'cordless' | 'battery-capable';
  /** Batteries and chargers: made only by platform brands, for their own tools. */
  readonly platformAccessory?: boolean;
  readonly energyLabel?: boolean;
  readonly volumeDiscountGroup?: string;
  /** Sold only in these countries (default: all). */
  readonly markets?: readonly CountryCode[];
  readonly industry?: 'construction-renovation' | 'car-workshop';
  /** Accessories: the kinds of tools they fit, and the spec that must match (blade diameter). */
  readonly fits?: readonly LeafKey[];
  readonly fitBy?: TechLabel;
}

const spec = (label: TechLabel, unit: string, values: readonly (number | string)[], prefix?: string): SpecDef =>
  ({ label, unit, values, prefix });

export const KINDS: readonly KindDef[] = [
  // Power tools
  { leaf: 'cordless-drill-drivers', accessory: false, count: 22, code: 'DS', price: [69, 329], weight: [1.1, 2.1],
    size: [22, 8, 24], power: 'cordless', industry: 'construction-renovation',
    specs: [spec('torque', 'Nm', [35, 45, 50, 60, 65, 80, 95, 120, 135]), spec('speed', 'min⁻¹', [1500, 1700, 1800, 2000, 2100]),
      spec('chuck', 'mm', [10, 13])],
    highlights: ['brushless', 'ledLight', 'twoSpeed', 'ergonomicGrip', 'chargeIndicator', 'compact', 'caseIncluded'] },
  { leaf: 'cordless-impact-drivers', accessory: false, count: 16, code: 'ID', price: [79, 299], weight: [1.0, 1.7],
    size: [16, 8, 22], power: 'cordless', industry: 'car-workshop',
    specs: [spec('torque', 'Nm', [150, 180, 200, 215, 250, 300]), spec('speed', 'min⁻¹', [2800, 3000, 3200, 3400])],
    highlights: ['brushless', 'ledLight', 'compact', 'ergonomicGrip', 'chargeIndicator', 'caseIncluded'] },
  { leaf: 'cordless-angle-grinders', accessory: false, count: 14, code: 'AG', price: [99, 349], weight: [1.9, 3.4],
    size: [33, 13, 12], power: 'cordless', industry: 'construction-renovation',
    specs: [spec('discDiameter', 'mm', [115, 125, 150]), spec('speed', 'min⁻¹', [8500, 9000, 10000])],
    highlights: ['brushless', 'softStart', 'toolFree', 'overloadProtection', 'electronicBrake', 'chargeIndicator'] },
  { leaf: 'hammer-drills', accessory: false, count: 16, code: 'BH', price: [89, 699], weight: [2.3, 8.5],
    size: [38, 10, 24], industry: 'construction-renovation',
    specs: [spec('impactEnergy', 'J', [2.2, 2.7, 3.2, 4.5, 6, 8.5]), spec('power', 'W', [720, 800, 900, 1100, 1500]),
      spec('chuck', '', ['SDS-plus', 'SDS-max'])],
    highlights: ['lowVibration', 'metalHousing', 'caseIncluded', 'softStart', 'overloadProtection', 'variableSpeed'] },
  { leaf: 'angle-grinders', accessory: false, count: 16, code: 'WS', price: [39, 229], weight: [1.8, 5.8],
    size: [30, 12, 11], industry: 'construction-renovation',
    specs: [spec('discDiameter', 'mm', [115, 125, 150, 180, 230]), spec('power', 'W', [850, 1100, 1400, 2000, 2400]),
      spec('speed', 'min⁻¹', [6600, 8500, 11000])],
    highlights: ['softStart', 'lowVibration', 'toolFree', 'overloadProtection', 'electronicBrake', 'metalHousing'] },
  { leaf: 'jigsaws', accessory: false, count: 13, code: 'ST', price: [59, 289], weight: [2.0, 2.9], size: [26, 8, 21],
    specs: [spec('power', 'W', [500, 600, 710, 800]), spec('strokeRate', 'min⁻¹', [3000, 3100, 3200]),
      spec('cuttingDepth', 'mm', [85, 110, 120, 135])],
    highlights: ['toolFree', 'dustExtraction', 'ledLight', 'lowVibration', 'variableSpeed', 'caseIncluded'] },
  { leaf: 'circular-saws', accessory: false, count: 14, code: 'KS', price: [79, 429], weight: [3.4, 5.6],
    size: [36, 26, 24],
    specs: [spec('discDiameter', 'mm', [165, 190, 210, 235]), spec('power', 'W', [1200, 1400, 1600, 1800]),
      spec('cuttingDepth', 'mm', [55, 66, 70, 85])],
    highlights: ['dustExtraction', 'electronicBrake', 'softStart', 'metalHousing', 'laserGuide', 'toolFree'] },
  { leaf: 'orbital-sanders', accessory: false, count: 12, code: 'ES', price: [59, 379], weight: [1.2, 2.4],
    size: [24, 14, 16],
    specs: [spec('power', 'W', [250, 350, 400, 450, 550]), spec('discDiameter', 'mm', [125, 150]),
      spec('speed', 'min⁻¹', [4000, 6000, 10000, 12000])],
    highlights: ['dustExtraction', 'lowVibration', 'variableSpeed', 'ergonomicGrip', 'softStart'] },
  { leaf: 'electric-planers', accessory: false, count: 10, code: 'EH', price: [69, 329], weight: [2.4, 4.6],
    size: [30, 16, 18],
    specs: [spec('power', 'W', [650, 750, 850, 1050, 1500]), spec('speed', 'min⁻¹', [13000, 15000, 16500]),
      spec('cuttingWidth', 'mm', [82, 102])],
    highlights: ['dustExtraction', 'metalHousing', 'ergonomicGrip', 'toolFree'] },
  // Workshop
  { leaf: 'bench-drills', accessory: false, count: 10, code: 'TB', price: [149, 899], weight: [16, 78],
    size: [55, 30, 95],
    specs: [spec('power', 'W', [350, 500, 750, 1100]), spec('chuck', 'mm', [13, 16, 20]), spec('speed', 'min⁻¹', [580, 1500, 2650])],
    highlights: ['laserGuide', 'metalHousing', 'variableSpeed', 'overloadProtection'] },
  { leaf: 'mitre-saws', accessory: false, count: 12, code: 'KG', price: [149, 899], weight: [9, 29], size: [60, 50, 40],
    specs: [spec('discDiameter', 'mm', [216, 254, 305]), spec('power', 'W', [1500, 1800, 2000]),
      spec('cuttingWidth', 'mm', [270, 305, 340])],
    highlights: ['laserGuide', 'dustExtraction', 'electronicBrake', 'ledLight', 'softStart'] },
  { leaf: 'compressors', accessory: false, count: 14, code: 'KP', price: [149, 1590], weight: [9, 98],
    size: [60, 30, 60], industry: 'car-workshop',
    specs: [spec('tankVolume', 'l', [6, 24, 50, 100, 200, 270]), spec('airDelivery', 'l/min', [180, 230, 350, 480, 650]),
      spec('pressure', 'bar', [8, 10, 11]), spec('power', 'W', [1100, 1500, 2200, 3000, 4000])],
    highlights: ['lowNoise', 'wheels', 'overloadProtection', 'metalHousing'] },
  { leaf: 'air-impact-wrenches', accessory: false, count: 10, code: 'SL', price: [59, 389], weight: [1.2, 3.5],
    size: [20, 8, 20], industry: 'car-workshop',
    specs: [spec('torque', 'Nm', [680, 1000, 1350, 1600, 1900]), spec('airDelivery', 'l/min', [110, 140, 170, 200]),
      spec('pressure', 'bar', [6.3])],
    highlights: ['ergonomicGrip', 'compact', 'lowVibration', 'caseIncluded', 'metalHousing'] },
  { leaf: 'inverter-welders', accessory: false, count: 13, code: 'WI', price: [149, 1290], weight: [3.4, 29],
    size: [40, 16, 28],
    specs: [spec('weldingCurrent', 'A', [120, 160, 200, 250, 315]), spec('voltage', 'V', [230, 400])],
    highlights: ['overloadProtection', 'compact', 'wheels', 'metalHousing', 'lowNoise'] },
  { leaf: 'welding-helmets', accessory: false, count: 10, code: 'WH', price: [39, 289], weight: [0.45, 0.75],
    size: [33, 23, 26],
    specs: [spec('protection', '', ['DIN 9–13', 'DIN 5–13', 'DIN 4/9–13'])],
    highlights: ['autoDarkening', 'ergonomicGrip', 'compact', 'autoShutoff'] },
  { leaf: 'led-work-lights', accessory: false, count: 16, code: 'LW', price: [19, 189], weight: [0.4, 4.5],
    size: [24, 8, 26], energyLabel: true, volumeDiscountGroup: 'vdg-4', industry: 'car-workshop',
    specs: [spec('luminousFlux', 'lm', [1000, 2000, 3000, 5000, 8000, 10000]), spec('power', 'W', [10, 20, 30, 50, 80, 100]),
      spec('protection', '', ['IP54', 'IP65', 'IP67'])],
    highlights: ['splashProof', 'compact', 'metalHousing', 'autoShutoff'] },
  // Cleaning
  { leaf: 'cold-water-pressure-washers', accessory: false, count: 16, code: 'HD', price: [119, 1290], weight: [7, 62],
    size: [45, 35, 90],
    specs: [spec('pressure', 'bar', [110, 130, 150, 170, 200]), spec('flowRate', 'l/h', [400, 500, 600, 800, 900]),
      spec('power', 'W', [1500, 2100, 2800, 3500])],
    highlights: ['hoseReel', 'wheels', 'autoShutoff', 'metalHousing', 'lowNoise'] },
  { leaf: 'hot-water-pressure-washers', accessory: false, count: 9, code: 'HDS', price: [1490, 4990], weight: [62, 145],
    size: [110, 70, 95],
    specs: [spec('pressure', 'bar', [140, 160, 180, 200]), spec('flowRate', 'l/h', [500, 600, 800, 1000]),
      spec('power', 'W', [3000, 4500, 6000, 7500])],
    highlights: ['hoseReel', 'wheels', 'autoShutoff', 'metalHousing', 'overloadProtection'] },
  { leaf: 'wet-dry-vacuums', accessory: false, count: 15, code: 'NT', price: [69, 399], weight: [5, 13], size: [40, 38, 55],
    specs: [spec('tankVolume', 'l', [20, 25, 30, 35, 50]), spec('power', 'W', [1000, 1200, 1400, 1500]),
      spec('noise', 'dB(A)', [68, 70, 72, 75, 78])],
    highlights: ['filterCleaning', 'lowNoise', 'wheels', 'compact', 'autoShutoff'] },
  { leaf: 'industrial-vacuums', accessory: false, count: 11, code: 'IV', price: [390, 1690], weight: [15, 46],
    size: [60, 50, 90],
    specs: [spec('tankVolume', 'l', [35, 45, 55, 80]), spec('power', 'W', [1200, 2400, 3600]), spec('noise', 'dB(A)', [66, 69, 72])],
    highlights: ['filterCleaning', 'wheels', 'metalHousing', 'overloadProtection', 'lowNoise'] },
  { leaf: 'scrubber-dryers', accessory: false, count: 9, code: 'BD', price: [1990, 8490], weight: [38, 165],
    size: [120, 55, 110],
    specs: [spec('workingWidth', 'cm', [35, 43, 50, 55]), spec('tankVolume', 'l', [10, 25, 40, 65, 80]),
      spec('areaCapacity', 'm²/h', [1200, 1700, 2200, 2800])],
    highlights: ['lowNoise', 'compact', 'wheels', 'autoShutoff'] },
  { leaf: 'sweepers', accessory: false, count: 9, code: 'KM', price: [199, 2490], weight: [12, 98], size: [110, 80, 60],
    specs: [spec('workingWidth', 'cm', [50, 60, 70, 90]), spec('areaCapacity', 'm²/h', [1800, 2800, 3600, 4800]),
      spec('tankVolume', 'l', [20, 40, 60])],
    highlights: ['toolFree', 'wheels', 'compact', 'lowNoise'] },
  // Garden
  { leaf: 'lawn-mowers', accessory: false, count: 17, code: 'RM', price: [149, 949], weight: [11, 46],
    size: [140, 55, 100], power: 'battery-capable',
    specs: [spec('cuttingWidth', 'cm', [34, 37, 41, 46, 51, 53]), spec('tankVolume', 'l', [35, 40, 50, 60, 70]),
      spec('areaCapacity', 'm²', [300, 500, 800, 1200, 1400])],
    highlights: ['mulching', 'heightAdjustment', 'wheels', 'lowNoise', 'toolFree'] },
  { leaf: 'robotic-mowers', accessory: false, count: 11, code: 'RB', price: [599, 2490], weight: [8, 14],
    size: [65, 50, 28],
    specs: [spec('areaCapacity', 'm²', [500, 800, 1200, 2000, 3000, 4000]), spec('cuttingWidth', 'cm', [18, 20, 22, 24]),
      spec('noise', 'dB(A)', [57, 58, 60, 62])],
    highlights: ['rainSensor', 'bluetooth', 'lowNoise', 'heightAdjustment', 'autoShutoff'] },
  { leaf: 'grass-trimmers', accessory: false, count: 14, code: 'RT', price: [49, 329], weight: [2.4, 6.8],
    size: [150, 25, 25], power: 'battery-capable',
    specs: [spec('cuttingWidth', 'cm', [25, 28, 30, 33, 38, 43]), spec('power', 'W', [350, 500, 800, 1000, 1200])],
    highlights: ['ergonomicGrip', 'lowVibration', 'toolFree', 'compact'] },
  { leaf: 'chainsaws', accessory: false, count: 14, code: 'KT', price: [99, 899], weight: [4, 7.2], size: [80, 25, 28],
    power: 'battery-capable',
    specs: [spec('bladeLength', 'cm', [30, 35, 40, 45]), spec('power', 'W', [1800, 2000, 2200, 2400])],
    highlights: ['chainBrake', 'toolFree', 'lowVibration', 'softStart'] },
  { leaf: 'hedge-trimmers', accessory: false, count: 12, code: 'HS', price: [69, 449], weight: [2.5, 5.6],
    size: [100, 20, 22], power: 'battery-capable',
    specs: [spec('bladeLength', 'cm', [45, 50, 55, 60, 72]), spec('power', 'W', [500, 600, 700, 750])],
    highlights: ['ergonomicGrip', 'lowVibration', 'toolFree', 'compact'] },
  { leaf: 'leaf-blowers', accessory: false, count: 10, code: 'LB', price: [59, 389], weight: [1.9, 10], size: [90, 20, 30],
    power: 'battery-capable',
    specs: [spec('airDelivery', 'm³/h', [600, 800, 1000, 1300]), spec('power', 'W', [1800, 2500, 3000])],
    highlights: ['variableSpeed', 'lowNoise', 'ergonomicGrip', 'compact'] },
  { leaf: 'snow-throwers', accessory: false, count: 9, code: 'SF', price: [399, 2390], weight: [30, 115],
    size: [140, 75, 110], markets: ['AT', 'CH', 'CZ', 'DE', 'DK', 'FI', 'NO', 'PL', 'SE', 'SK'],
    specs: [spec('workingWidth', 'cm', [46, 56, 61, 71, 76]), spec('power', 'W', [1800, 2000, 5500, 7000])],
    highlights: ['ledLight', 'wheels', 'metalHousing', 'softStart'] },
  // Measuring
  { leaf: 'line-lasers', accessory: false, count: 15, code: 'LL', price: [69, 699], weight: [0.45, 1.3], size: [12, 8, 12],
    industry: 'construction-renovation',
    specs: [spec('measuringRange', 'm', [10, 15, 20, 30, 50]), spec('accuracy', 'mm/m', [0.4, 0.3, 0.2], '± '),
      spec('protection', '', ['IP54', 'IP65'])],
    highlights: ['selfLevelling', 'splashProof', 'caseIncluded', 'bluetooth', 'autoShutoff'] },
  { leaf: 'laser-distance-meters', accessory: false, count: 12, code: 'LD', price: [39, 349], weight: [0.1, 0.3],
    size: [12, 5, 3],
    specs: [spec('measuringRange', 'm', [30, 40, 50, 80, 100, 150]), spec('accuracy', 'mm', [2, 1.5, 1], '± ')],
    highlights: ['bluetooth', 'compact', 'splashProof', 'autoShutoff'] },
  { leaf: 'wall-scanners', accessory: false, count: 9, code: 'WD', price: [69, 599], weight: [0.2, 0.7], size: [20, 9, 4],
    industry: 'construction-renovation',
    specs: [spec('measuringRange', 'mm', [60, 80, 100, 120, 150]), spec('accuracy', 'mm', [10, 5], '± ')],
    highlights: ['compact', 'ergonomicGrip', 'autoShutoff', 'bluetooth'] },
  { leaf: 'thermal-cameras', accessory: false, count: 9, code: 'TC', price: [199, 2490], weight: [0.3, 0.9],
    size: [24, 9, 9],
    specs: [spec('irResolution', 'px', ['80 × 60', '160 × 120', '256 × 192', '320 × 240']),
      spec('measuringRange', '°C', ['−20 … +400', '−20 … +550'])],
    highlights: ['bluetooth', 'splashProof', 'compact', 'ergonomicGrip'] },
  { leaf: 'multimeters', accessory: false, count: 11, code: 'MM', price: [29, 299], weight: [0.3, 0.6], size: [19, 9, 5],
    specs: [spec('voltage', 'V', [600, 1000]), spec('protection', '', ['CAT III 600 V', 'CAT IV 600 V', 'CAT III 1000 V'])],
    highlights: ['autoShutoff', 'splashProof', 'compact', 'caseIncluded'] },
  // Accessories
  { leaf: 'batteries', accessory: true, count: 16, code: 'AP', price: [39, 189], weight: [0.35, 1.3], size: [12, 8, 7],
    platformAccessory: true, volumeDiscountGroup: 'vdg-5',
    specs: [spec('batteryCapacity', 'Ah', [2, 4, 5, 8])],
    highlights: ['chargeIndicator', 'batterySystem', 'compact', 'overloadProtection'] },
  { leaf: 'chargers', accessory: true, count: 10, code: 'AL', price: [29, 119], weight: [0.4, 0.9], size: [18, 12, 8],
    platformAccessory: true,
    specs: [spec('chargeTime', 'min', [90, 60, 45, 30])],
    highlights: ['batterySystem', 'compact', 'overloadProtection', 'chargeIndicator'] },
  { leaf: 'drill-bits', accessory: true, count: 18, code: 'BS', price: [9, 79], weight: [0.2, 1.5], size: [20, 12, 4],
    volumeDiscountGroup: 'vdg-1', fits: ['cordless-drill-drivers', 'hammer-drills', 'bench-drills'],
    specs: [spec('pieces', '', [5, 7, 10, 15, 19, 25, 50])],
    highlights: ['caseIncluded', 'compact'] },
  { leaf: 'saw-blades', accessory: true, count: 18, code: 'SB', price: [14, 89], weight: [0.3, 1.6], size: [32, 32, 1],
    volumeDiscountGroup: 'vdg-2', fits: ['circular-saws', 'mitre-saws'], fitBy: 'discDiameter',
    specs: [spec('discDiameter', 'mm', [165, 190, 210, 216, 235, 254, 305]), spec('teeth', '', [24, 36, 48, 60, 80, 96])],
    highlights: ['lowNoise', 'lowVibration'] },
  { leaf: 'sanding-discs', accessory: true, count: 12, code: 'SD', price: [7, 39], weight: [0.1, 0.5], size: [16, 16, 3],
    volumeDiscountGroup: 'vdg-3', fits: ['orbital-sanders'], fitBy: 'discDiameter',
    specs: [spec('pieces', '', [25, 50, 100]), spec('discDiameter', 'mm', [125, 150]),
      spec('grit', '', ['P80', 'P120', 'P180', 'P240', 'P40–P240'])],
    highlights: ['dustExtraction', 'compact'] },
];

/** The volume-discount groups the catalogue uses (each gets the three tiers of spec §9). */
export const VOLUME_DISCOUNT_GROUPS: readonly string[] = [
  ...new Set(KINDS.flatMap((kind) => (kind.volumeDiscountGroup ? [kind.volumeDiscountGroup] : []))),
].sort();
