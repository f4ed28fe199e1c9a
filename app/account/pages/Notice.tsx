import { useTranslation } from '~/i18n/react';

/** The confirmation after a redirect (`?notice=`), announced politely; unknown keys show nothing. */
export function Notice({ notice, values }: { notice: string | null | undefined; values?: Record<string, string> }) {
  const { t } = useTranslation('account');
  if (!notice) return null;
  const key = `notices.${notice}`;
  const text = t(key, values);
  if (text === key) return null;
  const isError = notice.endsWith('Failed');
  return (
    <p className={`notice ${isError ? 'notice--error' : 'notice--ok'}`} role={isError ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
