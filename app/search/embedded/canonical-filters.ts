// Facet values as shoppers and links write them (`brand=tatrik`, a category path in any letter case) are rewritten
// to the catalogue's spelling, so matching, selected values and links built from `applied` all agree.
import { foldText } from '../text';
import { CATEGORY_LEVELS, type AppliedSearch, type CategoryLevels, type SearchRecord } from '../types';

const key = (value: string) => foldText(value.trim());

export function canonicalFilters(records: readonly SearchRecord[]): (applied: AppliedSearch) => AppliedSearch {
  const brands = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const record of records) {
    if (record.brand) brands.set(key(record.brand), record.brand);
    for (const level of CATEGORY_LEVELS) for (const path of record.categories[level]) paths.set(key(path), path);
  }
  return (applied) => {
    const { brands: wanted, categoryLevels } = applied.filters;
    if (!wanted && !categoryLevels) return applied;
    const filters = { ...applied.filters };
    if (wanted) filters.brands = [...new Set(wanted.map((brand) => brands.get(key(brand)) ?? brand))].sort();
    if (categoryLevels) {
      filters.categoryLevels = Object.fromEntries(
        Object.entries(categoryLevels).map(([level, path]) => [level, path ? (paths.get(key(path)) ?? path) : path]),
      ) as CategoryLevels;
    }
    return { ...applied, filters };
  };
}
