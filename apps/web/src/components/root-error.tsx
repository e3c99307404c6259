import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Last-resort error screen (kept free of MUI so it works even when a chunk failed to load, e.g.
 * after a new version was deployed).
 */
export function RootError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="root-error">
      <img src="/logo.svg" alt="" width={56} height={56} />
      <h1>{t('rootError.title')}</h1>
      <p>{t('rootError.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('rootError.reload')}
      </button>
    </main>
  );
}
