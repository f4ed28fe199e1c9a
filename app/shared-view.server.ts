// What of a shopper a shared catalogue page shows (decision 106): shoppers whose view looks alike get the same page,
// rendered once. The render sees only the view (no cart id, no anonymous id), so it shows nothing the key does not name.
import { parse } from 'cookie';
import { LAST_SEEN_COOKIE_PREFIX } from '~/catalog/product/last-seen';
import { COOKIES } from '~/markets';
import { MARKET_COOKIE_NAMES } from '~/lib/market-cookies';
import { NO_SCRIPT_COOKIE } from '~/render-mode';
import { TRACKING_CONSENT_COOKIE } from '~/tracking/consent';
import { standingTally } from '~/cart/cart-tally.server';
import { parseProductPath } from '~/product/product-path';
import { createSessionStorage, SESSION_COOKIE_NAME, shopperSessionSchema, type ShopperSessionData } from '~/session.server';

export interface SharedView {
  /** Everything that makes this shopper's page differ from a first visitor's; '' for a first visitor. */
  key: string;
  /** The session the shared render sees; undefined for a first visitor (no session at all). */
  session?: ShopperSessionData;
}

/** Cookies a shared page never reads: the market cookies (the host decides the store) and remembered accounts. */
const UNREAD_COOKIES: ReadonlySet<string> = new Set([...MARKET_COOKIE_NAMES, COOKIES.deviceFingerprint.name]);

/** The shared view of a request to a page; undefined when the page must be rendered for this request alone. */
export type SharedViewReader = (request: { cookieHeader: string | undefined; pathname: string }, now: Date) => Promise<SharedView | undefined>;

export function createSharedViewReader(options: {
  secrets: string[];
  secure: boolean;
  /** Whether a signed-in session still is one: a page of a session signed out elsewhere is its own render. */
  isSignInLive: (session: ShopperSessionData) => Promise<boolean>;
}): SharedViewReader {
  const storage = createSessionStorage(options);

  return async ({ cookieHeader, pathname }, now) => {
    const cookies = cookieHeader?.trim() ? parse(cookieHeader) : {};
    const parts = pageCookies(cookies);
    if (!parts) return undefined;
    const hasSession = cookies[SESSION_COOKIE_NAME] !== undefined;
    // A first visitor: every shared first-visit page is complete; the no-script mark only leaves out its beacon.
    if (!hasSession && Object.keys(parts).every((name) => name === NO_SCRIPT_COOKIE)) return { key: NO_SCRIPT_COOKIE in parts ? JSON.stringify([parts]) : '' };

    const session = hasSession ? await sessionData(storage, cookieHeader) : {};
    if (!session || session.pendingSignIn) return undefined;
    // A sign-in past its time ends in a render of its own.
    if (session.signedInUntil && session.signedInUntil * 1000 <= now.getTime()) return undefined;
    if (session.customerId && !(await options.isSignInLive(session))) return undefined;
    const cartTally = standingTally(session, now);
    if (session.cartId && !cartTally) return undefined;
    const customer = { customerId: session.customerId, customerGroupKey: session.customerGroupKey, viewRevision: session.viewRevision };
    // The page shows the cart's count, and a product page how many of its product the cart holds; not which cart.
    const sku = parseProductPath(pathname)?.sku;
    const cart = cartTally && { items: cartTally.items, skus: sku && cartTally.skus[sku] ? { [sku]: cartTally.skus[sku] } : {} };
    const seen: ShopperSessionData = { ...customer, signedInUntil: session.signedInUntil, cartTally: cart && { ...cart, id: '-', at: 1 } };
    return { key: JSON.stringify([parts, customer, cart]), session: seen };
  };
}

/** Undefined when one of them makes the page the request's alone. The no-script mark decides streaming; the
 * last-seen row and the consent banner are on the page. */
export function pageCookies(cookies: Record<string, string | undefined>): Record<string, unknown> | undefined {
  const parts: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(cookies)) {
    if (UNREAD_COOKIES.has(name) || name === SESSION_COOKIE_NAME) continue;
    if (name === NO_SCRIPT_COOKIE || name.startsWith(LAST_SEEN_COOKIE_PREFIX)) parts[name] = value;
    // A shopper who agreed to tracking is tracked by each page's render (its events are sent from loaders).
    else if (name === TRACKING_CONSENT_COOKIE && value !== 'granted') parts[name] = value;
    else return undefined;
  }
  return parts;
}

/** The session a cookie header carries; undefined for none, a bad signature or data the schema refuses. */
export async function sessionData(storage: ReturnType<typeof createSessionStorage>, cookieHeader: string | undefined): Promise<ShopperSessionData | undefined> {
  try {
    const session = await storage.getSession(cookieHeader);
    // A cookie that fails its signature reads as an empty session: its own render starts a clean one.
    if (Object.keys(session.data).length === 0) return undefined;
    const parsed = shopperSessionSchema.safeParse(session.data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
