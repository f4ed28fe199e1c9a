import { useEffect, useState, type ComponentType } from 'react';
import type { FloatingBarProps } from './FloatingAddToCartBar';

/** JavaScript only (spec §1): its code is fetched after hydration, so it costs nothing on first load, and without
 *  JavaScript (or IntersectionObserver) nothing shows. */
export function FloatingAddToCart(props: FloatingBarProps) {
  const [Bar, setBar] = useState<ComponentType<FloatingBarProps> | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    let cancelled = false;
    import('./FloatingAddToCartBar')
      .then((module) => {
        if (!cancelled) setBar(() => module.FloatingAddToCartBar);
      })
      .catch(() => undefined); // an extra: the main form is still there
    return () => {
      cancelled = true;
    };
  }, []);
  return Bar ? <Bar {...props} /> : null;
}
