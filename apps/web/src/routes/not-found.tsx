import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/message-page';

/** Any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('notFound.title')} body={t('notFound.body')} actionLabel={t('notFound.backHome')} to="/" />;
}
