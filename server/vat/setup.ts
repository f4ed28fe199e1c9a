import type express from 'express';
import { createVatCheck, ownVatIds, type VatCheckService } from '~/vat/vat-check.server';
import { VIES_CHECK_URL } from '~/vat/vies';
import type { ServerEnv } from '../env';
import { createVatSimulatorRouter, VAT_SIMULATOR_MOUNT_PATH } from './simulator';

/** The requesting VAT id the local simulator is asked with (the federal service's documented example). */
export const SIMULATOR_OWN_VAT_ID = 'DE123456789';

export class VatConfigurationError extends Error {}

/** The service at VAT_CHECK_URL, else the local simulator, which confirms test numbers and so is refused in
 * production with real services. */
export function setUpVatCheck(env: ServerEnv, options: { simulatorsAllowed: boolean; selfUrl: string }): { service: VatCheckService; simulator?: express.Router } {
  if (env.VAT_CHECK_URL) {
    return {
      service: createVatCheck({
        protocol: env.VAT_CHECK_PROTOCOL,
        url: env.VAT_CHECK_URL,
        timeoutMs: env.VAT_CHECK_TIMEOUT_MS,
        ownVatId: ownVatIds(env.VAT_OWN_VAT_IDS, env.VAT_OWN_VAT_ID ?? ''),
        viesUrl: env.VAT_VIES_URL ?? VIES_CHECK_URL,
      }),
    };
  }
  if (!options.simulatorsAllowed) {
    throw new VatConfigurationError('No VAT ID check: set VAT_CHECK_URL (and VAT_OWN_VAT_ID). The local VAT simulator does not run with a real commercetools project under npm start (test rigs: ALLOW_LOCAL_SIMULATORS=true).');
  }
  return {
    service: createVatCheck({
      protocol: 'xml',
      url: `${options.selfUrl}${VAT_SIMULATOR_MOUNT_PATH}/evatrRPC`,
      timeoutMs: env.VAT_CHECK_TIMEOUT_MS,
      ownVatId: ownVatIds(env.VAT_OWN_VAT_IDS, env.VAT_OWN_VAT_ID ?? SIMULATOR_OWN_VAT_ID),
      viesUrl: env.VAT_VIES_URL ?? `${options.selfUrl}${VAT_SIMULATOR_MOUNT_PATH}/vies/check-vat-number`,
    }),
    simulator: createVatSimulatorRouter(),
  };
}
