import { describe, expect, it } from 'vitest';
import { consentHash, readConsentHash } from '~/lib/consent-hash';
import { consentList } from '~/newsletter/consents';
import { subscriptionSchema } from '~/newsletter/schema';
import { parseWithZod } from '@conform-to/zod';

const hashOf = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('the consent hash (spec §7, decision 051)', () => {
  it('keeps a same-site redirect_to and round-trips the shop\'s own links', () => {
    expect(readConsentHash(hashOf({ redirect_to: '/drills/?page=2' }))).toEqual({ redirectTo: '/drills/?page=2', email: undefined, token: undefined });
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    expect(readConsentHash(consentHash({ email: 'a@b.example', token, redirectTo: '/contact' }))).toEqual({ email: 'a@b.example', token, redirectTo: '/contact' });
  });

  it('drops any other redirect_to: absolute, protocol-relative, javascript:, backslashes, control characters', () => {
    for (const evil of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example', 'drills/']) {
      expect(readConsentHash(hashOf({ redirect_to: evil }))?.redirectTo, evil).toBeUndefined();
    }
  });

  it('a broken hash reads as nothing', () => {
    expect(readConsentHash('%%%')).toBeNull();
    expect(readConsentHash(hashOf('a string'))).toBeNull();
    expect(readConsentHash(hashOf({ token: 'short' }))).toBeNull();
  });
});

describe('the newsletter form', () => {
  const parse = (fields: Record<string, string>, newsletterOptional = false) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ intent: 'subscribe', email: 'a@b.example', ...fields })) form.set(key, value);
    return parseWithZod(form, { schema: subscriptionSchema({ newsletterOptional }) });
  };

  it('needs the e-mail newsletter, except in HU and PL where any channel will do', () => {
    expect(parse({}).reply().error?.newsletter).toEqual(['newsletterRequired']);
    expect(parse({ sms: 'on', phoneNumber: '+36 30 123 4567' }).reply().error?.newsletter).toEqual(['newsletterRequired']);
    expect(parse({ sms: 'on', phoneNumber: '+36 30 123 4567' }, true).status).toBe('success');
    expect(parse({}, true).reply().error?.newsletter).toEqual(['channelRequired']);
  });

  it('SMS and phone offers need a phone number', () => {
    expect(parse({ newsletter: 'on', phone: 'on' }).reply().error?.phoneNumber).toEqual(['phoneRequired']);
    expect(parse({ newsletter: 'on' }).status).toBe('success');
  });
});

describe('the six consents of the tracking list', () => {
  it('soft consents only for customers, on channels without explicit consent, never after a withdrawal', () => {
    const consents = { newsletter: true, sms: false, phone: false };
    expect(consentList(consents, { customer: false, withdrawn: false })).toEqual({ newsletter: true, sms: false, phone: false, soft_newsletter: false, soft_phone: false, soft_sms: false });
    expect(consentList(consents, { customer: true, withdrawn: false })).toEqual({ newsletter: true, sms: false, phone: false, soft_newsletter: false, soft_phone: true, soft_sms: true });
    expect(consentList(consents, { customer: true, withdrawn: true })).toMatchObject({ soft_phone: false, soft_sms: false });
  });
});
