import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { redirectAfterPost } from '~/forms/answer.server';
import { z } from 'zod';
import { COOKIES, isStoreLanguage, localeTag } from '~/markets';
import { serializeCookie } from '~/lib/cookies';

/** Spec §2: "Language switching does a full redirect to the home route, prefixed with the language unless it is
 * the default language and country." The locale cookie keeps the choice for unprefixed pages. */
const schema = z.object({ language: z.string().min(2).max(5) });

export async function loader() {
  // eslint-disable-next-line no-restricted-syntax -- a GET of the switcher's address, not a form post: home
  return redirect('/', 303);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { market } = context.storefront.request;
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  const language = parsed.success ? parsed.data.language.toLowerCase() : '';
  // The switcher only offers the store's languages: anything else was not sent by it.
  if (!isStoreLanguage(market, language)) return new Response('Bad request: not a language of this store', { status: 400 });
  const target = language === market.defaultLanguage ? '/' : `/${language}`;
  const cookie = serializeCookie(COOKIES.locale, localeTag(language, market.country));
  // An absolute URL: Remix would prefix a path with the current basename, i.e. the old language.
  const location = new URL(target, request.url).href;
  return redirectAfterPost(location, { 'Set-Cookie': cookie });
}
