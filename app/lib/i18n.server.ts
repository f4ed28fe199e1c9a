import type { AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { i18nServer } from '~/i18n/i18next.server';

// remix-i18next's getFixedT builds and initialises a whole i18next instance on every call; the translations never
// change in a process, so one `t` per language and namespace serves every request.
const translators = new Map<string, Promise<TFunction>>();

/** A `t` bound to the request's language, for texts a loader must return (titles, descriptions). */
export function translatorFor(context: AppLoadContext, namespace = 'common'): Promise<TFunction> {
  const { language } = context.storefront.request;
  const key = `${language}:${namespace}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = i18nServer.getFixedT(language, namespace);
    translators.set(key, translator);
    // A failed set-up is not kept: the next request tries again.
    translator.catch(() => translators.delete(key));
  }
  return translator;
}
