import { homePathFor } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/message-page';
import { useAuth } from '../data/session';

/** /error: the user may not open the page they asked for. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  return (
    <MessagePage
      title={t('forbidden.title')}
      body={t('forbidden.body')}
      actionLabel={profile ? t('forbidden.backHome') : t('forbidden.backStart')}
      to={profile ? homePathFor(profile) : '/'}
    />
  );
}
