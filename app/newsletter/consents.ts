// Spec checkout-payments-support §3 "Consents: newsletter, sms, phone, soft_newsletter, soft_phone, soft_sms". Nothing
// counts until the double opt-in link in the mail is followed. Plain data shared by the forms and the server.
import type { ConsentList } from '~/tracking/events';

export const CHANNELS = ['newsletter', 'sms', 'phone'] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChannelConsents = Record<Channel, boolean>;

export const NO_CONSENTS: ChannelConsents = { newsletter: false, sms: false, phone: false };

export type ConsentStatus = 'none' | 'pending' | 'confirmed' | 'withdrawn';

/** What My newsletter and the newsletter page show. */
export interface ConsentView {
  status: ConsentStatus;
  /** Confirmed channels. */
  consents: ChannelConsents;
  /** Channels waiting for the confirmation link, when a request is pending. */
  pending: ChannelConsents | null;
  phoneNumber: string | null;
}

export function chosenChannels(consents: ChannelConsents): Channel[] {
  return CHANNELS.filter((channel) => consents[channel]);
}

/** "Soft" consents are the ePrivacy soft opt-in for existing customers: true for a customer's channel that has no
 * explicit consent and was never withdrawn. */
export function consentList(consents: ChannelConsents, options: { customer: boolean; withdrawn: boolean }): ConsentList {
  const soft = (channel: Channel) => options.customer && !options.withdrawn && !consents[channel];
  return {
    newsletter: consents.newsletter,
    sms: consents.sms,
    phone: consents.phone,
    soft_newsletter: soft('newsletter'),
    soft_phone: soft('phone'),
    soft_sms: soft('sms'),
  };
}
