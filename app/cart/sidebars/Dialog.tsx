import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SAFARI_SIDEBAR_DELAY_MS } from '~/markets/constants';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Spec §4 "Cart icon and sidebars": Safari on iOS delays sidebar actions by 400 ms. */
function openingDelay(): number {
  const agent = navigator.userAgent;
  return /iP(hone|ad|od)/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS/.test(agent) ? SAFARI_SIDEBAR_DELAY_MS : 0;
}

/** A modal side panel: focus moves in and stays in (Tab and Shift+Tab wrap), Escape or the backdrop closes it, and
 *  focus returns to where it was. */
export function Dialog({ labelledBy, closeLabel, onClose, children }: { labelledBy: string; closeLabel: string; onClose(): void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), openingDelay());
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    (node?.querySelector<HTMLElement>('[data-autofocus]') ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === node)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div className="cart-overlay" onClick={() => close.current()} role="presentation">
      <div
        ref={panel}
        className="cart-sidebar"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className="cart-sidebar__close btn btn--ghost" onClick={() => close.current()}>
          {closeLabel}
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
