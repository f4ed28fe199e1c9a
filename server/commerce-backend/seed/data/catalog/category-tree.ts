import { GROUP_CATEGORY_NAMES, type GroupCategoryKey } from '../i18n/category-names';
import type { Department } from '../i18n/catalog-texts';
import { pairForm, type L10n } from '../i18n/languages';
import { MEASURING_LEAF_NAMES } from '../i18n/leaf-names-measuring';
import { OUTDOOR_LEAF_NAMES } from '../i18n/leaf-names-outdoor';
import { TOOL_LEAF_NAMES } from '../i18n/leaf-names-tools';

export const LEAF_NAMES = { ...TOOL_LEAF_NAMES, ...OUTDOOR_LEAF_NAMES, ...MEASURING_LEAF_NAMES };
export type LeafKey = keyof typeof LEAF_NAMES;
export type CategoryKey = GroupCategoryKey | LeafKey;

/** The families of spec §3; navigation shows the all-categories tree. */
export type CategoryFamily = 'all-categories' | 'industry-categories' | 'longtail-categories';

export interface CategoryNode {
  readonly key: CategoryKey;
  readonly parent: CategoryKey | undefined;
  readonly level: 1 | 2 | 3;
  readonly family: CategoryFamily;
  readonly department: Department;
  readonly name: L10n;
  /** Set on leaves: the singular noun products of the category are named with. */
  readonly productNoun: L10n | undefined;
}

type Branch = readonly [GroupCategoryKey, readonly LeafKey[]];
type Root = readonly [GroupCategoryKey, Department, readonly Branch[]];

const TREE: readonly Root[] = [
  ['power-tools', 'power', [
    ['cordless-tools', ['cordless-drill-drivers', 'cordless-impact-drivers', 'cordless-angle-grinders']],
    ['corded-tools', ['hammer-drills', 'angle-grinders', 'jigsaws', 'circular-saws']],
    ['sanders-planers', ['orbital-sanders', 'electric-planers']],
  ]],
  ['workshop', 'workshop', [
    ['workshop-machines', ['bench-drills', 'mitre-saws']],
    ['compressed-air', ['compressors', 'air-impact-wrenches']],
    ['welding', ['inverter-welders', 'welding-helmets']],
    ['workshop-lighting', ['led-work-lights']],
  ]],
  ['cleaning', 'cleaning', [
    ['pressure-washers', ['cold-water-pressure-washers', 'hot-water-pressure-washers']],
    ['vacuum-cleaners', ['wet-dry-vacuums', 'industrial-vacuums']],
    ['floor-care', ['scrubber-dryers', 'sweepers']],
  ]],
  ['garden', 'garden', [
    ['lawn-care', ['lawn-mowers', 'robotic-mowers', 'grass-trimmers']],
    ['trees-hedges', ['chainsaws', 'hedge-trimmers']],
    ['leaves-snow', ['leaf-blowers', 'snow-throwers']],
  ]],
  ['measuring', 'measuring', [
    ['laser-measuring', ['line-lasers', 'laser-distance-meters']],
    ['detection-inspection', ['wall-scanners', 'thermal-cameras', 'multimeters']],
  ]],
  ['accessories', 'accessories', [
    ['batteries-chargers', ['batteries', 'chargers']],
    ['consumables', ['drill-bits', 'saw-blades', 'sanding-discs']],
  ]],
];

/** Single-level landing categories outside the main tree; products join them by rule (see products). */
const FAMILY_ROOTS: readonly (readonly [GroupCategoryKey, CategoryFamily, Department])[] = [
  ['construction-renovation', 'industry-categories', 'power'],
  ['car-workshop', 'industry-categories', 'workshop'],
  ['brushless-tools', 'longtail-categories', 'power'],
  ['cordless-garden', 'longtail-categories', 'garden'],
];

function buildTree(): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  const group = (key: GroupCategoryKey, parent: CategoryKey | undefined, level: 1 | 2, department: Department,
    family: CategoryFamily): CategoryNode => ({
    key, parent, level, family, department, name: GROUP_CATEGORY_NAMES[key], productNoun: undefined,
  });
  for (const [rootKey, department, branches] of TREE) {
    nodes.push(group(rootKey, undefined, 1, department, 'all-categories'));
    for (const [branchKey, leaves] of branches) {
      nodes.push(group(branchKey, rootKey, 2, department, 'all-categories'));
      for (const leaf of leaves) {
        const names = LEAF_NAMES[leaf];
        nodes.push({
          key: leaf, parent: branchKey, level: 3, family: 'all-categories', department,
          name: pairForm(names, 0), productNoun: pairForm(names, 1),
        });
      }
    }
  }
  for (const [key, family, department] of FAMILY_ROOTS) nodes.push(group(key, undefined, 1, department, family));
  return nodes;
}

/** Every category, parents before children (the order they must be created in). */
export const CATEGORY_NODES: readonly CategoryNode[] = buildTree();

export function categoryNode(key: CategoryKey): CategoryNode {
  const node = CATEGORY_NODES.find((candidate) => candidate.key === key);
  if (!node) throw new Error(`Unknown category ${key}`);
  return node;
}
