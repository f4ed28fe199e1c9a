import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/react';
import type { SupportFlowData } from '~/support/view';

/** Query flags that open something once (spec §2 Listings) and then leave the URL. */
const ONE_TIME_FLAGS = ['confirmationPopup', 'contactForm'];

// The support form's steps and fields: only pages opened with `?contactForm=true` load them.
const SupportFlow = lazy(() => import('~/support/pages/SupportFlow').then((module) => ({ default: module.SupportFlow })));

/** A dialog rendered open by the server: a notice without JavaScript, a modal with it. */
function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element?.open && typeof element.showModal === 'function') {
      element.close();
      element.showModal();
    }
  }, []);
  return dialog;
}

function ConfirmationPopup() {
  const { t } = useTranslation('common');
  const dialog = useModal();
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

/** `?contactForm=true` (spec §2 "another opens the contact form"): the support form in a dialog over the page. */
function ContactDialog({ data }: { data: SupportFlowData }) {
  const { t } = useTranslation('common');
  const { t: ts } = useTranslation('support');
  const dialog = useModal();
  return (
    <dialog ref={dialog} open className="flag-notice support-dialog" aria-labelledby="support-dialog-title">
      <form method="dialog" className="support-dialog__close">
        <button type="submit" className="btn btn--ghost">{t('flags.close')}</button>
      </form>
      <p id="support-dialog-title" className="support-dialog__title">{ts('title')}</p>
      <Suspense fallback={null}>
        <SupportFlow data={data} sent={null} mode="dialog" />
      </Suspense>
    </dialog>
  );
}

/** Spec §2: "removed from the URL, and a confirmation popup opens". A <dialog> rendered open: without JavaScript a
 * notice its own button closes; with it a modal, and the flag leaves the address bar so a reload does not reopen it. */
export default function QueryFlagNotices({ confirmation, contactForm }: { confirmation: boolean; contactForm: SupportFlowData | null }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    for (const flag of ONE_TIME_FLAGS) url.searchParams.delete(flag);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return (
    <>
      {confirmation ? <ConfirmationPopup /> : null}
      {contactForm ? <ContactDialog data={contactForm} /> : null}
    </>
  );
}
