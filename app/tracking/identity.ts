import { createHash } from 'node:crypto';

// E-mail addresses and phone numbers never leave the shop in clear text: the tracking service gets a SHA-256 of the
// normalised value, the form advertising platforms accept for matching.

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Spec §7 "gdpr_phone with spaces removed"; other separators go too, a leading + stays. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export function hashEmail(email: string): string {
  return sha256(normaliseEmail(email));
}

export function hashPhone(phone: string): string {
  return sha256(normalisePhone(phone));
}
