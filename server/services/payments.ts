import type express from 'express';
import { loopbackUrl, setUpPayments, type PaymentsSetup } from '../payments/setup';
import { SIMULATOR_MOUNT_PATH } from '../payments/simulator';
import { setUpVatCheck } from '../vat/setup';
import { VAT_SIMULATOR_MOUNT_PATH } from '../vat/simulator';
import type { VatCheckService } from '~/vat/vat-check.server';
import { mounts, type ServiceContext, type ServiceHandle } from './types';
import type { ProcessRole } from './role';

/** Card payments: Adyen when configured, else the local simulator, run by the process with the single-instance
 * services; its keys are in DATA_DIR, so a worker's provider signs alike. */
export function payments({ env, role, plan, dataDir, logger }: ServiceContext): ServiceHandle<PaymentsSetup> {
  if (plan.servesShop && plan.environment === 'production' && env.ALLOW_LOCAL_SIMULATORS) logger.warn('ALLOW_LOCAL_SIMULATORS: payments and VAT checks may be simulated with a real commercetools project');
  const setup = setUpPayments(env, { simulatorsAllowed: plan.simulators !== 'refused', dataDir, logger, simulatorRunsElsewhere: plan.simulators === 'primary' });
  return {
    value: setup,
    routes: mounts(
      setup.simulator && [SIMULATOR_MOUNT_PATH, setup.simulator.router],
      role.kind === 'worker' && role.primary.services.paymentSimulator && [SIMULATOR_MOUNT_PATH, inPrimary(role)],
    ),
    close: () => setup.close(),
  };
}

export interface VatCheck {
  service: VatCheckService;
  /** The local simulator stands in for the federal service (no VAT_CHECK_URL). */
  simulated: boolean;
}

/** The VAT ID check: the service at VAT_CHECK_URL, else the local simulator under /__vat. */
export function vatCheck({ env, role, plan }: ServiceContext): ServiceHandle<VatCheck> {
  const vat = setUpVatCheck(env, { simulatorsAllowed: plan.simulators !== 'refused', selfUrl: loopbackUrl(env.HOST, env.PORT) });
  return {
    value: { service: vat.service, simulated: Boolean(vat.simulator) },
    routes: mounts(
      plan.simulators === 'here' && vat.simulator && [VAT_SIMULATOR_MOUNT_PATH, vat.simulator],
      role.kind === 'worker' && role.primary.services.vatSimulator && [VAT_SIMULATOR_MOUNT_PATH, inPrimary(role)],
    ),
    close: () => undefined,
  };
}

/** The pass-through to a service the primary runs (it runs one only with its loopback server up). */
export function inPrimary(role: Extract<ProcessRole, { kind: 'worker' }>): express.RequestHandler {
  const pass = role.primary.passToPrimary;
  if (!pass) throw new Error('the cluster primary runs a local service but gave no address for it');
  return pass;
}
