// The shapes of commerce identifiers the shop accepts from forms, URLs and sessions (pure, safe in the browser).
// One home for each: anything else was not rendered by us and is not worth a request.

/** commercetools ids are UUIDs; letters, digits and '-' up to 64 characters. */
const RESOURCE_ID = /^[A-Za-z0-9-]{1,64}$/;

export function isResourceId(value: unknown): value is string {
  return typeof value === 'string' && RESOURCE_ID.test(value);
}

/** A language or locale as the catalogue's localized fields and reviews name them: 'de' or 'de-AT'. */
const LOCALE_CODE = /^[a-z]{2}(?:-[A-Z]{2})?$/;

export function isLocaleCode(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_CODE.test(value);
}
