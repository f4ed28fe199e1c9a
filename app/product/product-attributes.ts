// Reading a product variant's attributes (spec §3 "Attributes") into plain values for one language.
// Values come from the backend as stored; anything of an unexpected shape reads as absent.
import { localized, type LocalizedText } from '~/commerce/localize';

export type AttributeValues = ReadonlyMap<string, unknown>;

/** Relation attributes of spec §3 "Relations". */
export const RELATION_ATTRIBUTES = ['parentProductsForAccessory', 'relatedAccessories', 'referencedResourceSet'] as const;

export function attributeValues(attributes: readonly { name: string; value: unknown }[] | undefined): AttributeValues {
  return new Map((attributes ?? []).map((attribute) => [attribute.name, attribute.value]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asLocalized(value: unknown): LocalizedText {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

export function textAttribute(values: AttributeValues, name: string): string | null {
  const value = values.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function numberAttribute(values: AttributeValues, name: string): number | null {
  const value = values.get(name);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function booleanAttribute(values: AttributeValues, name: string): boolean | null {
  const value = values.get(name);
  return typeof value === 'boolean' ? value : null;
}

/** An enum's key, a plain text, or a localized enum's label. */
export function enumKey(values: AttributeValues, name: string): string | null {
  const value = values.get(name);
  if (typeof value === 'string') return value || null;
  return isRecord(value) && typeof value.key === 'string' ? value.key : null;
}

export function localizedAttribute(values: AttributeValues, name: string, language: string): string | null {
  return localized(asLocalized(values.get(name)), language) ?? null;
}

export function textSetAttribute(values: AttributeValues, name: string): string[] {
  const value = values.get(name);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

export function localizedSetAttribute(values: AttributeValues, name: string, language: string): string[] {
  const value = values.get(name);
  if (!Array.isArray(value)) return [];
  return value.map((item) => localized(asLocalized(item), language)).filter((text): text is string => Boolean(text));
}

/** Ids of a set of product references. */
export function referenceIds(values: AttributeValues, name: string): string[] {
  const value = values.get(name);
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (isRecord(item) && typeof item.id === 'string' ? item.id : null))
    .filter((id): id is string => Boolean(id));
}

/** Names of the relation attributes that hold at least one reference (guarantee exclusions). */
export function nonEmptyRelations(values: AttributeValues): string[] {
  return RELATION_ATTRIBUTES.filter((name) => referenceIds(values, name).length > 0);
}

/** A localized JSON list (faq, techdetails) for one language: entries missing a field are left out, broken JSON
 * gives an empty list. */
export function localizedJsonList<K extends string>(values: AttributeValues, name: string, language: string, fields: readonly K[]): Record<K, string>[] {
  const text = localizedAttribute(values, name, language);
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((entry): entry is Record<K, string> =>
    isRecord(entry) && fields.every((field) => typeof entry[field] === 'string' && entry[field] !== ''),
  ).map((entry) => Object.fromEntries(fields.map((field) => [field, entry[field]])) as Record<K, string>);
}
