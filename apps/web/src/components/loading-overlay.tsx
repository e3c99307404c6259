import { useTranslation } from 'react-i18next';

/** Full-screen overlay with the pulsing logo, shown while a route loads (seed §2). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="boot-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <img src="/logo.svg" alt={t('app.loading')} />
    </div>
  );
}
