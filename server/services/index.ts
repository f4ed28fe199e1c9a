// The one place that builds a process's services (decision 097) for primary, worker and single process alike:
// who runs what is the plan's (./role.ts), how each is made is its module's.
import type { RequestListener, Server } from 'node:http';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env';
import type { ServicesInfo } from '../cluster/messages';
import { planServices, type ProcessRole, type ShopRole } from './role';
import { ServiceStack } from './stack';
import type { ServiceContext } from './types';
import { sessionSettings } from './session';
import { commerceBackend } from './backend';
import { payments, vatCheck } from './payments';
import { mailCatcher, mailer } from './mail';
import { cartChannel, clusterHub, rateLimiters, submissions } from './shared-state';
import { httpServer } from './http-server';
import { loopbackServer } from './loopback';
import { commerce } from './commerce';
import { search } from './search';
import { cms } from './cms';
import { addressValidation } from './address-validation';
import { tracking } from './tracking';
import { supportDesk } from './support';
import { recommendations } from './recommendations';
import { paymentNotifications } from './payment-notifications';
import { ordersPortal, socialProviders } from './accounts';

export type { ProcessRole, ShopRole } from './role';

type Base = { logger: Logger; dataDir: string };

export type PrimaryServices = Awaited<ReturnType<typeof buildPrimary>>;
export type ShopServices = Awaited<ReturnType<typeof buildShop>>;

export function buildServices(env: ServerEnv, role: Extract<ProcessRole, { kind: 'primary' }>, base: Base): Promise<PrimaryServices>;
export function buildServices(env: ServerEnv, role: ShopRole, base: Base): Promise<ShopServices>;
export async function buildServices(env: ServerEnv, role: ProcessRole, base: Base): Promise<PrimaryServices | ShopServices> {
  const context: ServiceContext = { env, role, plan: planServices(env, role), ...base };
  const stack = new ServiceStack(base.logger);
  try {
    return role.kind === 'primary' ? await buildPrimary(context, stack) : await buildShop(context, stack);
  } catch (error) {
    // A service that refused to start leaves nothing running behind it (the backend is a child process).
    await stack.close();
    throw error;
  }
}

/** Built by every process; each reads its plan: the single-instance ones run here or are its primary's. */
async function buildCommon(context: ServiceContext, stack: ServiceStack) {
  return {
    plan: context.plan,
    // First: the primary writes a generated secret before any worker reads it.
    session: stack.add('session', sessionSettings(context)),
    backend: stack.add('commerce backend', await commerceBackend(context)),
    payments: stack.add('payments', payments(context)),
    vat: stack.add('VAT check', vatCheck(context)),
    catcher: stack.add('mail catcher', await mailCatcher(context)),
  };
}

async function buildPrimary(context: ServiceContext, stack: ServiceStack) {
  const { plan, backend, payments, vat, catcher } = await buildCommon(context, stack);
  stack.add('cluster hub', clusterHub());
  const servicesPort = stack.add('services server', await loopbackServer(stack.routes, context.logger));
  const forWorkers: ServicesInfo = {
    servicesPort,
    paymentSimulator: Boolean(payments.simulator),
    vatSimulator: vat.simulated,
    mailInbox: plan.mailInbox === 'here',
    smtpUrl: catcher?.url,
  };
  return { stack, plan, backend, forWorkers };
}

async function buildShop(context: ServiceContext, stack: ServiceStack) {
  const common = await buildCommon(context, stack);
  const { client: commerceClient, documentCache } = stack.add('commerce', commerce(context));
  const mail = stack.add('mailer', mailer(context, common.catcher));
  const forms = stack.add('submissions', await submissions(context));
  stack.add('payment notifications', paymentNotifications(context, { payments: common.payments, commerceClient, mailer: mail }));
  /** The HTTP server around the shop's app and the cart channel on it: last built, first closed. */
  const openServer = async (app: RequestListener): Promise<Server> => {
    const server = stack.add('HTTP server', httpServer(app));
    stack.add('cart channel', await cartChannel(context, server, { commerceClient, session: common.session }));
    return server;
  };
  return {
    openServer,
    ...common,
    stack,
    commerceClient,
    documentCache,
    mailer: mail,
    submissions: forms,
    search: stack.add('search', search(context, { commerceClient })),
    cms: stack.add('CMS', cms(context)),
    addressValidation: stack.add('address validation', addressValidation(context)),
    tracker: stack.add('tracking', tracking(context)),
    supportDesk: stack.add('support desk', supportDesk(context, forms)),
    recommendations: stack.add('recommendations', recommendations(context)),
    social: stack.add('social sign-in', socialProviders(context)),
    ordersPortal: stack.add('orders portal', ordersPortal(context, common.session)),
    rateLimiters: stack.add('rate limits', await rateLimiters(context)),
  };
}
