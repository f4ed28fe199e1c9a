import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxtResponse } from '~/seo/robots.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { request: { market }, shop: { storeDomains } } = context.storefront;
  return robotsTxtResponse(request, { market, storeDomains });
}
