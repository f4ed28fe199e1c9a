import { describe, expect, it } from 'vitest';
import { readEnv as readProcessEnv } from '../../../server/env';
import { planServices, processKind, type ProcessRole } from '../../../server/services/role';
import type { PrimaryLink } from '../../../server/cluster/worker-link';

// Which process runs what (decision 097): the cluster primary, a shop worker and a single process.

const readEnv = (vars: Record<string, string>) => readProcessEnv(vars as NodeJS.ProcessEnv);
const REAL_PROJECT = { CTP_PROJECT_KEY: 'shop', CTP_CLIENT_ID: 'id', CTP_CLIENT_SECRET: 'secret', CTP_API_URL: 'https://api.example.test', CTP_AUTH_URL: 'https://auth.example.test' };
const link: PrimaryLink = { services: { paymentSimulator: true, vatSimulator: true, mailInbox: true }, backendReady: () => true };
const single: ProcessRole = { kind: 'single', dev: false };
const dev: ProcessRole = { kind: 'single', dev: true };
const primary: ProcessRole = { kind: 'primary' };
const worker: ProcessRole = { kind: 'worker', primary: link };

describe('the process role', () => {
  it('is a primary with several workers, a single process with one, a worker under a primary', () => {
    expect(processKind({ isClusterPrimary: true, workers: 2 })).toBe('primary');
    expect(processKind({ isClusterPrimary: true, workers: 1 })).toBe('single');
    expect(processKind({ isClusterPrimary: false, workers: 2 })).toBe('worker');
  });
});

describe('the service plan', () => {
  it('with zero configuration: the primary or a single process runs backend, simulators and mail catcher once; a worker uses its primary\'s', () => {
    const env = readEnv({});
    expect(planServices(env, single)).toEqual({
      servesShop: true, environment: 'local', backend: 'start', simulators: 'here', mailCatcher: 'here', mailInbox: 'here', localPages: true, sharedState: 'process',
    });
    expect(planServices(env, primary)).toEqual({
      servesShop: false, environment: 'local', backend: 'start', simulators: 'here', mailCatcher: 'here', mailInbox: 'here', localPages: false, sharedState: 'cluster-primary',
    });
    expect(planServices(env, worker)).toEqual({
      servesShop: true, environment: 'local', backend: 'primary', simulators: 'primary', mailCatcher: 'primary', mailInbox: 'primary', localPages: true, sharedState: 'cluster-worker',
    });
  });

  it('allows the simulators with a real commercetools project only when ALLOW_LOCAL_SIMULATORS is set, or in dev', () => {
    const real = readEnv(REAL_PROJECT);
    for (const role of [single, primary, worker]) {
      expect(planServices(real, role)).toMatchObject({ environment: 'production', simulators: 'refused' });
    }
    expect(planServices(real, dev)).toMatchObject({ environment: 'local', simulators: 'here', backend: 'remote' });
    const allowed = readEnv({ ...REAL_PROJECT, ALLOW_LOCAL_SIMULATORS: 'true' });
    expect(planServices(allowed, single).simulators).toBe('here');
    expect(planServices(allowed, primary).simulators).toBe('here');
    expect(planServices(allowed, worker).simulators).toBe('primary');
    expect(planServices(allowed, primary).backend).toBe('remote');
    // A worker follows its primary's readiness whatever the backend.
    expect(planServices(allowed, worker).backend).toBe('primary');
  });

  it('runs no mail catcher with SMTP_URL, and serves no local pages on production domains', () => {
    const smtp = readEnv({ SMTP_URL: 'smtps://mail.example.test' });
    for (const role of [single, primary, worker]) expect(planServices(smtp, role)).toMatchObject({ mailCatcher: 'none', mailInbox: 'none' });
    const domains = readEnv({ STORE_DOMAINS: 'SK=shop.sk' });
    for (const role of [single, primary, worker]) {
      expect(planServices(domains, role)).toMatchObject({ mailInbox: 'none', localPages: false });
    }
    // The catcher still takes the mail; only its inbox page is not served.
    expect(planServices(domains, primary).mailCatcher).toBe('here');
    expect(planServices(domains, worker).mailCatcher).toBe('primary');
  });
});
