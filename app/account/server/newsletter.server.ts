// My newsletter: the same consent model as the guests' newsletter form (app/newsletter), with the account's address,
// the channels and double opt-in by mail; unsubscribing needs no link.
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { formError, redirectAfterPost, refuse } from '~/forms/answer.server';
import { requestSubscription, schemaFor, unsubscribe } from '~/newsletter/newsletter.server';
import { consentOf } from '~/newsletter/store.server';
import type { ConsentView } from '~/newsletter/consents';
import { MY_NEWSLETTER_PATH } from '../menu';
import { currentCustomer, requireCustomer } from './customer-session.server';


export async function newsletterState({ context }: LoaderFunctionArgs): Promise<{ consent: ConsentView | null; newsletterOptional: boolean }> {
  const customer = await requireCustomer(context);
  const consent = await consentOf(context.storefront.commerce, customer.email).catch((err: unknown) => {
    context.storefront.commerce.client.logger.error({ err }, 'newsletter consent unavailable');
    return null;
  });
  return { consent, newsletterOptional: context.storefront.request.market.rules.newsletterOptional };
}

export async function newsletterAction(args: ActionFunctionArgs) {
  const { storefront } = args.context;
  const formData = await args.request.formData();
  const customer = await currentCustomer(storefront);
  if (!customer) {
    const submission = parseWithZod(formData, { schema: schemaFor(storefront) });
    return refuse(submission, formError(401, 'notAuthenticated'));
  }
  if (formData.get('intent') === 'unsubscribe') {
    try {
      await unsubscribe(args.context, customer.email, customer.id);
    } catch (err) {
      storefront.commerce.client.logger.error({ err }, 'newsletter unsubscribe failed');
      return redirectAfterPost(`${MY_NEWSLETTER_PATH}?notice=requestFailed`);
    }
    return redirectAfterPost(`${MY_NEWSLETTER_PATH}?notice=unsubscribed`);
  }
  return requestSubscription(args, formData, {
    email: customer.email,
    customerId: customer.id,
    source: 'my-newsletter',
    successPath: `${MY_NEWSLETTER_PATH}?notice=confirmationSent`,
  });
}
