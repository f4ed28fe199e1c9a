import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/react';

/** Query flags that open something once (spec §2 Listings) and then leave the URL. */
const ONE_TIME_FLAGS = ['confirmationPopup', 'contactForm'];

/**
 * `?confirmationPopup=true` and `?contactForm=true` (spec §2): "removed from the URL, and a confirmation popup
 * opens". The popup is a <dialog> rendered open by the server, so without JavaScript it is a notice on the
 * page that its own button closes (a dialog form needs no script). With JavaScript it becomes modal, and both
 * flags leave the address bar, so a reload or a shared link does not open them again. The contact dropdown
 * is opened by the header itself.
 */
export default function QueryFlagNotices({ confirmation }: { confirmation: boolean }) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    for (const flag of ONE_TIME_FLAGS) url.searchParams.delete(flag);
    window.history.replaceState(window.history.state, '', url);
    const element = dialog.current;
    if (element?.open && typeof element.showModal === 'function') {
      element.close();
      element.showModal();
    }
  }, []);
  if (!confirmation) return null;
  return (
    <dialog ref={dialog} open className="flag-notice" aria-labelledby="flag-notice-title">
      <h2 id="flag-notice-title">{t('flags.confirmationTitle')}</h2>
      <p>{t('flags.confirmationText')}</p>
      <form method="dialog">
        <button type="submit" className="btn">{t('flags.close')}</button>
      </form>
    </dialog>
  );
}
