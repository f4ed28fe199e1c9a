/** Checked before any parser sees the body: a huge list index makes conform build an array that size, and deep
 * keys overflow the stack. The shop's forms are small, so the bounds can be tight. */
export const FORM_LIMITS = {
  /** Bytes of the urlencoded body. */
  bytes: 64 * 1024,
  fields: 200,
  keyLength: 128,
  /** Path segments of a conform field name: `billing.address.street` is 3, `lines[2].quantity` is 3. */
  depth: 6,
  /** `lines[99]` is the highest list index a form may name. */
  listIndex: 99,
} as const;

export type FormBodyVerdict = { ok: true } | { ok: false; status: 400 | 413; reason: string };

const URLENCODED = /^application\/x-www-form-urlencoded\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
// Segment names a parser could mistake for object internals.
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

export function isFormContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && URLENCODED.test(contentType.trim());
}

/** Checks a field name's shape: length, depth and list indices. */
export function checkFieldName(name: string): string | undefined {
  if (name.length > FORM_LIMITS.keyLength) return 'field name too long';
  const segments = name.split(/\.|\[/);
  if (segments.length > FORM_LIMITS.depth) return 'field name too deep';
  for (const raw of segments) {
    const segment = raw.endsWith(']') ? raw.slice(0, -1) : raw;
    if (FORBIDDEN_SEGMENTS.has(segment)) return 'forbidden field name';
    if (raw.endsWith(']') && /^\d+$/.test(segment) && (segment.length > 3 || Number(segment) > FORM_LIMITS.listIndex)) {
      return 'list index out of range';
    }
  }
  return undefined;
}

/** Checks an urlencoded body (already bounded in bytes) before Remix or conform parse it. */
export function checkFormBody(body: Buffer): FormBodyVerdict {
  if (body.length > FORM_LIMITS.bytes) return { ok: false, status: 413, reason: 'body too large' };
  // Counting separators first keeps a body of many empty fields from being split into as many strings.
  let separators = 0;
  for (const byte of body) if (byte === 0x26 /* & */) separators += 1;
  if (separators + 1 > FORM_LIMITS.fields * 2) return { ok: false, status: 413, reason: 'too many fields' };
  let fields = 0;
  for (const [name] of new URLSearchParams(body.toString('utf8'))) {
    fields += 1;
    if (fields > FORM_LIMITS.fields) return { ok: false, status: 413, reason: 'too many fields' };
    const problem = checkFieldName(name);
    if (problem) return { ok: false, status: 400, reason: problem };
  }
  return { ok: true };
}
