import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { allowConnectSources, allowProviderOrigins } from '../../../server/edge/security-headers';

/** A response with a CSP header, as helmet leaves it. */
function responseWith(policy: string) {
  const headers = new Map<string, string>([['content-security-policy', policy]]);
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  } as unknown as Response;
  const directive = (name: string) => headers.get('content-security-policy')!.split(';').find((part) => part.split(' ')[0] === name);
  return { res, directive };
}

const BASE = "default-src 'self';script-src 'nonce-abc' 'strict-dynamic';connect-src 'self';form-action 'self';img-src 'self' data: https:";

describe('the page CSP widened for the payment step (decisions 042, 061)', () => {
  it('opens connect-src alone to the wallets\' sources, paths included', () => {
    const { res, directive } = responseWith(BASE);
    allowConnectSources(res, ['https://google.com/pay', 'https://pay.google.com']);
    expect(directive('connect-src')).toBe("connect-src 'self' https://google.com/pay https://pay.google.com");
    expect(directive('script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic'");
    expect(directive('form-action')).toBe("form-action 'self'");
  });

  it('takes no source that could widen the policy more than named', () => {
    const { res, directive } = responseWith(BASE);
    allowConnectSources(res, ['*', 'http://plain.example', "'unsafe-inline'", 'https://a.example; script-src *', 'https://ok.example/path']);
    expect(directive('connect-src')).toBe("connect-src 'self' https://ok.example/path");
    expect(directive('script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic'");
  });

  it('opens the provider\'s origins for its page, frames and calls, and nothing from a malformed one', () => {
    const { res, directive } = responseWith(BASE);
    allowProviderOrigins(res, ['https://checkoutshopper-test.adyen.com', 'https://evil.example/x;script-src *']);
    expect(directive('form-action')).toBe("form-action 'self' https://checkoutshopper-test.adyen.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://checkoutshopper-test.adyen.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://checkoutshopper-test.adyen.com");
    expect(directive('default-src')).toBe("default-src 'self'");
  });
});
