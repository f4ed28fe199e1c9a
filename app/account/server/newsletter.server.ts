// My newsletter (issue 10 item 4): the account's subscription, a custom field of the customer (decision 028).
import { parseWithZod } from '@conform-to/zod';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { updateCustomer } from '~/commerce/customer.server';
import { CUSTOMER_FIELDS, CUSTOMER_TYPE_KEY } from '~/commerce/custom-types';
import { newsletterSchema } from '../schemas';
import { currentCustomer } from './customer-session.server';
import { refuse } from './replies.server';
import { backendFailure } from './sign-in.server';

export const NEWSLETTER_PATH = '/my-account/my-newsletter';

export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: newsletterSchema });
  if (submission.status !== 'success') return refuse(submission, 400);
  if (!(await currentCustomer(storefront))) return refuse(submission, 401, { formErrors: ['notAuthenticated'] });
  const subscribed = submission.value.intent === 'subscribe';
  try {
    await updateCustomer(storefront.commerce, storefront.shopper(), (customer) => {
      if (!customer.custom) {
        return [{ action: 'setCustomType', type: { typeId: 'type', key: CUSTOMER_TYPE_KEY }, fields: { [CUSTOMER_FIELDS.newsletter]: subscribed } }];
      }
      return customer.custom.fields[CUSTOMER_FIELDS.newsletter] === subscribed
        ? []
        : [{ action: 'setCustomField', name: CUSTOMER_FIELDS.newsletter, value: subscribed }];
    });
  } catch (err) {
    return backendFailure(storefront.commerce.client.logger, submission, err, 'newsletterFailed');
  }
  return redirect(`${NEWSLETTER_PATH}?notice=${subscribed ? 'subscribed' : 'unsubscribed'}`, 303);
}
