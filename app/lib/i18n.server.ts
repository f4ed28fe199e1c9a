import type { AppLoadContext } from '@remix-run/node';
import { i18nServer } from '~/i18n/i18next.server';

/** A `t` bound to the request's language, for texts a loader must return (titles, descriptions). */
export function translatorFor(context: AppLoadContext, namespace = 'common') {
  return i18nServer.getFixedT(context.storefront.request.language, namespace);
}
