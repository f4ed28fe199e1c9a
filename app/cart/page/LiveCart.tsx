import { useCartChannel } from '~/cart-channel/use-cart-channel';

/** Keeps the page in step with the cart's other tabs and devices; loaded after hydration. */
export default function LiveCart({ cartId, version, enabled }: { cartId: string | null; version: number | null; enabled: boolean }) {
  useCartChannel(cartId, { version: version ?? undefined, enabled });
  return null;
}
